import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockMaker } from '../../src/node/block-maker.ts';
import { ChainRunner, type ChainOptions } from '../../src/node/chain-runner.ts';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { TEST_START_TIME } from '../chain-helper.ts';

let genesis: Genesis;
let dir: string;
beforeAll(async () => {
  genesis = await loadGenesis();
  dir = await mkdtemp(join(tmpdir(), 'chain-settings-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function open(dataDir?: string): Promise<Database> {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await initialiseChainState(db, genesis);
  return db;
}

const SECOND = 1_000_000_000n;
const logs: string[] = [];
function runner(db: Database, options: Partial<ChainOptions>): ChainRunner {
  return new ChainRunner({
    genesis,
    db,
    seed: 'settings',
    blockIntervalMs: 1000,
    historyBlocks: 20,
    startTime: TEST_START_TIME,
    manual: true,
    log: (message) => logs.push(message),
    ...options,
  });
}

const blockTimes = async (db: Database) =>
  (
    await db.query<{ height: string; time_ns: string }>(
      'SELECT height::text, time_ns::text FROM blocks b ORDER BY b.height',
    )
  ).map((r) => ({ height: Number(r.height), time: BigInt(r.time_ns) }));

describe('settings that contradict the stored chain', () => {
  it('restart with a larger HISTORY_BLOCKS and START_TIME pinned: time never runs backwards', async () => {
    // The probe's case, scaled down: a chain with 20 blocks of history pinned at START_TIME,
    // then live blocks stamped by the wall clock (10 minutes later), restarted with 30.
    const dataDir = join(dir, 'history');
    const first = await open(dataDir);
    let wall = TEST_START_TIME + 600n * SECOND;
    const live = runner(first, { historyBlocks: 20, manual: false, clock: () => wall });
    await live.start();
    // Two live blocks (1 s apart; longer on a busy machine).
    for (let waited = 0; live.head().height < 22n && waited < 60_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await live.stop();
    const made = await blockTimes(first);
    expect(made.length).toBeGreaterThanOrEqual(22);
    expect(made[20]!.time).toBe(wall);
    await first.close();

    logs.length = 0;
    const second = await open(dataDir);
    wall += 3_600n * SECOND;
    const restarted = runner(second, { historyBlocks: 30, clock: () => wall });
    await restarted.start();
    await restarted.advance(2);
    const times = await blockTimes(second);
    for (let i = 1; i < times.length; i++) {
      expect(times[i]!.height).toBe(times[i - 1]!.height + 1);
      expect(times[i]!.time).toBeGreaterThan(times[i - 1]!.time);
    }
    expect(times.length).toBe(made.length + 2);
    expect(logs.join('\n')).toMatch(
      /HISTORY_BLOCKS=30 ignored.*built with 20 blocks of history and has made live blocks since/,
    );
    await second.close();
  }, 120_000);

  it('refuses a different SEED, START_TIME or GENESIS, naming the setting and both values', async () => {
    const db = await open();
    await runner(db, {}).start();
    await expect(runner(db, { seed: 'other' }).start()).rejects.toThrow(
      /SEED is "other" but the stored chain .* was built with "settings"/,
    );
    await expect(runner(db, { startTime: TEST_START_TIME + SECOND }).start()).rejects.toThrow(
      new RegExp(
        `START_TIME is ${TEST_START_TIME + SECOND} ns but .* built with ${TEST_START_TIME} ns`,
      ),
    );
    const changed = { ...genesis, networkParameters: { ...genesis.networkParameters } };
    const firstKey = Object.keys(changed.networkParameters)[0]!;
    (changed.networkParameters as Record<string, unknown>)[firstKey] = '999';
    await expect(runner(db, { genesis: changed }).start()).rejects.toThrow(
      /GENESIS is a genesis with hash [0-9a-f]{16}… but the stored chain .* built with one with hash/,
    );
    // Unset START_TIME on restart is harmless: the stored clock goes on.
    const resumed = runner(db, { startTime: undefined });
    await resumed.start();
    expect(resumed.head().height).toBe(20n);
    await db.close();
  }, 60_000);

  it('refuses to make a block stamped before its parent', async () => {
    const db = await open();
    const chain = runner(db, { historyBlocks: 2, manual: true });
    await chain.start();
    // History ends at START_TIME + 2 s. The live loop stamps a block no earlier than its parent
    // + 1 ns whatever the wall clock says; the block maker (node/block-maker.ts, the one place a
    // block is made) itself refuses a time at or before the parent's.
    const maker = new BlockMaker(chain.state, 'settings', 1000);
    expect(() => maker.step(3n, TEST_START_TIME)).toThrow(/block time never goes backwards/);
    expect(() => maker.step(3n, chain.head().timeNs)).toThrow(/block time never goes backwards/);
    await chain.stop();
    await db.close();
  }, 60_000);
});
