import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { NetworkState } from '../../src/chain/engine/state/network-state.ts';
import { runBlock } from '../../src/chain/run-block.ts';
import { FAST_FORWARD_GROUP } from '../../src/node/block-maker.ts';
import { ChainRunner, type ChainOptions } from '../../src/node/chain-runner.ts';
import { PIPELINE_MIN_BLOCKS } from '../../src/node/fast-forward.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { openTestDatabase } from '../test-database.ts';
import { dumpTables } from './table-dump.ts';

// A history of PIPELINE_MIN_BLOCKS or more is made by the history worker on a second core
// while the runner's thread stores it (node/history-pipeline.ts). The expected values: the
// simulation run on its own (block hashes), and the same chain made block by block on the
// runner's thread, each block committed on its own (`advance`, as live blocks are).
const BLOCKS = 300;
const MORE = 20;
const SEED = 'pipeline';
// Snapshots inside the history (at 110 and 220: not group boundaries, so they end groups).
const SNAPSHOT_INTERVAL = '110';

let genesis: Genesis;
const open: Database[] = [];

async function chainOn(db: Database, options: Partial<ChainOptions> = {}) {
  const chain = new ChainRunner({
    genesis,
    db,
    seed: SEED,
    blockIntervalMs: 1000,
    historyBlocks: BLOCKS,
    startTime: TEST_START_TIME,
    manual: true,
    ...options,
  });
  return chain;
}

async function database(): Promise<Database> {
  const db = await openTestDatabase();
  open.push(db);
  await migrate(db);
  await initialiseChainState(db, genesis);
  return db;
}

/** The simulation alone: block hashes 1…blocks (block 1 at TEST_START_TIME, 1 s apart). */
function simulatedHashes(blocks: number): string[] {
  const second = 1_000_000_000n;
  const state = new NetworkState(genesis, TEST_START_TIME - second);
  const hashes: string[] = [];
  for (let h = 1n; h <= BigInt(blocks); h++)
    hashes.push(runBlock(state, SEED, h, TEST_START_TIME + (h - 1n) * second, 1000).header!.hash);
  return hashes;
}

const storedHashes = async (db: Database) =>
  (await db.query<{ hash: string }>('SELECT hash FROM blocks ORDER BY height')).map((r) => r.hash);

beforeAll(async () => {
  const base = await loadGenesis();
  genesis = {
    ...base,
    networkParameters: { ...base.networkParameters, 'snapshot.interval.length': SNAPSHOT_INTERVAL },
  };
});
afterAll(async () => {
  for (const db of open) await db.close();
});

describe('a history made in the history worker', () => {
  let pipelined: ChainRunner;
  let single: ChainRunner;
  let pipelinedDb: Database;
  let singleDb: Database;
  const published: bigint[] = [];
  let expectedHashes: string[];
  beforeAll(async () => {
    expectedHashes = simulatedHashes(BLOCKS + MORE);
    pipelinedDb = await database();
    pipelined = await chainOn(pipelinedDb, { onCommit: (out) => published.push(out.height) });
    await pipelined.start();
    singleDb = await database();
    single = await chainOn(singleDb, { historyBlocks: 0 });
    await single.start();
    await single.advance(BLOCKS);
  }, 300_000);
  afterAll(async () => {
    await pipelined.stop();
    await single.stop();
  });

  it('is long enough to be made in the worker', () => {
    expect(BigInt(BLOCKS)).toBeGreaterThanOrEqual(PIPELINE_MIN_BLOCKS);
    expect(pipelined.isReady()).toBe(true);
    expect(pipelined.head().height).toBe(BigInt(BLOCKS));
  });

  it('has the block hashes of the simulation run on its own', async () => {
    expect(await storedHashes(pipelinedDb)).toEqual(expectedHashes.slice(0, BLOCKS));
  });

  it('publishes every block once, in height order', () => {
    expect(published).toEqual(Array.from({ length: BLOCKS }, (_, i) => BigInt(i + 1)));
  });

  it('stores the same rows, snapshots included, as making every block on the thread', async () => {
    const a = await dumpTables(pipelinedDb);
    const b = await dumpTables(singleDb);
    expect([...a.keys()]).toEqual([...b.keys()]);
    expect(b.get('state_snapshots')).toHaveLength(2);
    expect(a.get('transactions')!.length).toBeGreaterThan(BLOCKS * 10);
    for (const [table, rows] of b) expect(a.get(table), table).toEqual(rows);
  });

  it('carries on from the worker’s state: the same state and the same next blocks', async () => {
    expect(pipelined.state).toStrictEqual(single.state);
    const next = await pipelined.advance(MORE);
    const expected = await single.advance(MORE);
    expect(next.map((o) => o.header?.hash)).toEqual(expectedHashes.slice(BLOCKS));
    expect(next).toStrictEqual(expected);
    const a = await dumpTables(pipelinedDb);
    const b = await dumpTables(singleDb);
    for (const [table, rows] of b) expect(a.get(table), table).toEqual(rows);
  });
});

describe('a stop while the history worker makes the history', () => {
  it('publishes only committed blocks; the restart makes the rest, the same chain', async () => {
    const db = await database();
    const published: bigint[] = [];
    let stopping: Promise<void> | undefined;
    const chain = await chainOn(db, {
      onCommit: (out) => {
        published.push(out.height);
        // Stopped as soon as the first group is committed: the worker is groups ahead.
        stopping ??= chain.stop();
      },
    });
    await chain.start();
    await stopping;
    expect(chain.isReady()).toBe(false);
    const stored = (await storedHashes(db)).length;
    expect(stored).toBeGreaterThanOrEqual(Number(FAST_FORWARD_GROUP));
    expect(stored).toBeLessThan(BLOCKS);
    expect(published).toEqual(Array.from({ length: stored }, (_, i) => BigInt(i + 1)));

    // The rest of the history, from the stored blocks (replayed, then handed to the worker).
    expect(BigInt(BLOCKS - stored)).toBeGreaterThanOrEqual(PIPELINE_MIN_BLOCKS);
    const restarted = await chainOn(db);
    await restarted.start();
    expect(restarted.head().height).toBe(BigInt(BLOCKS));
    expect(await storedHashes(db)).toEqual(simulatedHashes(BLOCKS));
    await restarted.stop();
  }, 300_000);
});
