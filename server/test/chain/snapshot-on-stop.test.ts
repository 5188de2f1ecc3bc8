import { describe, expect, it } from 'vitest';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import type { Database } from '../../src/store/database.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { snapshotFixture } from './snapshot-fixture.ts';

/**
 * A clean stop stores the head's state (restart time must not grow with the chain,
 * nor with how far the head is past the network's last interval snapshot). Snapshots every 20
 * blocks here; the chain is stopped at block 33, 13 past the last one.
 */
const { genesis, database } = snapshotFixture();

async function chainOn(db: Database, snapshotOnStop: boolean, logs: string[] = []) {
  const chain = new ChainRunner({
    genesis: genesis(),
    db,
    seed: 'snapshot-on-stop',
    blockIntervalMs: 1000,
    historyBlocks: 30,
    startTime: TEST_START_TIME,
    manual: true,
    snapshotOnStop,
    log: (m) => logs.push(m),
  });
  await chain.start();
  return chain;
}

const snapshotHeights = async (db: Database) =>
  (await db.query<{ h: string }>('SELECT height::text AS h FROM state_snapshots ORDER BY 1')).map(
    (r) => Number(r.h),
  );

describe('a state snapshot at a clean stop', () => {
  it('is of the head block, and the restart restores it, replays nothing and carries on the same chain', async () => {
    const db = await database();
    const first = await chainOn(db, true);
    await first.advance(3);
    await first.stop();
    // 20 from the interval, 33 from the stop.
    expect(await snapshotHeights(db)).toEqual([20, 33]);

    const logs: string[] = [];
    const restarted = await chainOn(db, true, logs);
    expect(logs).toContain('restored the state of block 33 from its snapshot');
    expect(restarted.head().height).toBe(33n);
    // The chain never stopped, for comparison.
    const reference = await chainOn(await database(), false);
    await reference.advance(3);
    expect(restarted.state).toStrictEqual(reference.state);
    const next = await restarted.advance(8);
    const expected = await reference.advance(8);
    expect(next.map((o) => o.header?.hash)).toEqual(expected.map((o) => o.header?.hash));
    // Stopped again at 41: 40 came from the interval, 41 from the stop; 20 dropped (3 kept).
    await restarted.stop();
    expect(await snapshotHeights(db)).toEqual([33, 40, 41]);
    await reference.stop();
  }, 180_000);

  it('is not taken without the option, nor twice for the same block', async () => {
    const db = await database();
    const chain = await chainOn(db, false);
    await chain.stop();
    expect(await snapshotHeights(db)).toEqual([20]);
    const again = await chainOn(db, true);
    await again.advance(10); // to 40: an interval snapshot
    await again.stop();
    expect(await snapshotHeights(db)).toEqual([20, 40]);
  }, 180_000);
});
