import { describe, expect, it } from 'vitest';
import { BlockMaker } from '../../src/node/block-maker.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { restoreNewestSnapshot } from '../../src/node/snapshot-restore.ts';
import type { Database } from '../../src/store/database.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { snapshotFixture } from './snapshot-fixture.ts';

/**
 * Live blocks are executed on the live-block worker (node/live-blocks.ts), not on the thread
 * that answers requests. They must be the blocks this thread would have made at the same
 * times, and a clean stop must store the worker's state of the head. Snapshots every 20 blocks.
 */
const { genesis, database } = snapshotFixture();
const SEED = 'live-blocks';
const INTERVAL_MS = 50;
const HISTORY = 10;

function runner(db: Database, manual: boolean, clock?: () => bigint) {
  return new ChainRunner({
    ...(clock ? { clock } : {}),
    genesis: genesis(),
    db,
    seed: SEED,
    blockIntervalMs: INTERVAL_MS,
    historyBlocks: HISTORY,
    startTime: TEST_START_TIME,
    manual,
    snapshotOnStop: true,
  });
}

const storedBlocks = async (db: Database) =>
  (
    await db.query<{ height: string; hash: string; time_ns: string }>(
      'SELECT height::text, hash, time_ns::text FROM blocks ORDER BY height',
    )
  ).map((b) => ({ height: BigInt(b.height), hash: b.hash, timeNs: BigInt(b.time_ns) }));

describe('live blocks on the live-block worker', () => {
  it('are the blocks this thread makes at the same times, and the stop stores the head state', async () => {
    const db = await database();
    const live = runner(db, false);
    await live.start();
    // Past the interval snapshot at 20, so the worker's own snapshots are among them.
    while (live.head().height < 24n) await new Promise((resolve) => setTimeout(resolve, 20));
    await live.stop();
    const blocks = (await storedBlocks(db)).filter((b) => b.height > BigInt(HISTORY));
    const head = blocks.at(-1)!;
    expect(head.height).toBe(live.head().height);
    expect(() => live.state).toThrow('live-block worker');

    // The same history made on this thread, then each live block at its stored time.
    const reference = runner(await database(), true);
    await reference.start();
    const maker = new BlockMaker(reference.state, SEED, INTERVAL_MS);
    const made = blocks.map((b) => maker.step(b.height, b.timeNs, true));
    expect(made.map((o) => o.header?.hash)).toEqual(blocks.map((b) => b.hash));

    const heights = await db.query<{ h: string }>(
      'SELECT height::text AS h FROM state_snapshots ORDER BY height',
    );
    expect(heights.map((r) => BigInt(r.h))).toEqual([20n, head.height]);
    const restored = await restoreNewestSnapshot(db, () => undefined);
    expect(restored).toStrictEqual(maker.state);
    await reference.stop();
  }, 120_000);

  it('are stamped 1 ns after their parent when the wall clock is behind it', async () => {
    const db = await database();
    const live = runner(db, false, () => TEST_START_TIME);
    await live.start();
    const historyEnd = live.head().timeNs;
    while (live.head().height < BigInt(HISTORY + 3))
      await new Promise((resolve) => setTimeout(resolve, 20));
    await live.stop();
    const times = (await storedBlocks(db))
      .filter((b) => b.height > BigInt(HISTORY))
      .map((b) => b.timeNs - historyEnd);
    expect(times.slice(0, 3)).toEqual([1n, 2n, 3n]);
  }, 120_000);
});
