import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { openTestDatabase } from '../test-database.ts';

const INTERVAL_MS = 20;
const HISTORY = 3;

let genesis: Genesis;
let db: Database;
beforeAll(async () => {
  genesis = await loadGenesis();
  db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
});
afterAll(() => db.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedHeight = async () =>
  Number((await db.query<{ h: string }>('SELECT max(height)::text AS h FROM blocks'))[0]?.h);
const storedRows = async () =>
  (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM transactions'))[0]?.n;

describe('ChainRunner.stop()', () => {
  it('waits for the commit under way; nothing is written after it resolves', async () => {
    // The real database, with each live commit held open until the test lets it go: the
    // commit is "in flight" for as long as the test needs.
    let held: { height: bigint; release: () => void } | undefined;
    let commitStarted: (height: bigint) => void = () => {};
    const started = new Promise<bigint>((resolve) => (commitStarted = resolve));
    const heldDb: Database = {
      ...db,
      transaction: async (fn) => {
        const result = await db.transaction(async (tx) => {
          const out = await fn(tx);
          const height = BigInt(
            (
              await tx.query<{ value: string }>("SELECT value FROM chain_meta WHERE key = 'height'")
            )[0]!.value,
          );
          if (height > BigInt(HISTORY)) {
            await new Promise<void>((release) => {
              held = { height, release };
              commitStarted(height);
            });
          }
          return out;
        });
        return result;
      },
    };
    const published: bigint[] = [];
    const chain = new ChainRunner({
      genesis,
      db: heldDb,
      seed: 'stop',
      blockIntervalMs: INTERVAL_MS,
      historyBlocks: HISTORY,
      startTime: TEST_START_TIME,
      onCommit: (out) => published.push(out.height),
    });
    await chain.start();
    expect(await storedHeight()).toBe(HISTORY);

    // The first live block's commit is under way (its rows written, not yet committed).
    const inFlight = await started;
    expect(inFlight).toBe(BigInt(HISTORY + 1));

    let stopResolved = false;
    const stopping = chain.stop().then(() => (stopResolved = true));
    try {
      // (No query here: PGlite has one connection, held by the open transaction.)
      await sleep(5 * INTERVAL_MS);
      expect(stopResolved).toBe(false);
    } finally {
      held?.release();
    }
    await stopping;
    // The commit in flight completed and was published…
    expect(await storedHeight()).toBe(HISTORY + 1);
    expect(published).toContain(BigInt(HISTORY + 1));
    const rowsAtStop = await storedRows();
    const publishedAtStop = published.length;

    // …and no block came after stop() resolved, however long we wait.
    await sleep(10 * INTERVAL_MS);
    expect(await storedHeight()).toBe(HISTORY + 1);
    expect(await storedRows()).toBe(rowsAtStop);
    expect(published.length).toBe(publishedAtStop);
    expect(chain.head().height).toBe(BigInt(HISTORY + 1));
  });
});
