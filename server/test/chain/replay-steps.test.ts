import { describe, expect, it } from 'vitest';
import { NetworkState } from '../../src/chain/engine/state/network-state.ts';
import { snapshotState } from '../../src/chain/engine/state/state-snapshot.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { replayCommitted } from '../../src/node/replay-committed.ts';
import { readGenesisTime } from '../../src/store/chain-log.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { snapshotFixture } from './snapshot-fixture.ts';

/**
 * /health answers within 100 ms while a restart replays stored blocks. A whole block holds the
 * thread for up to ~180 ms under load (server/bench/loop-trace.ts), so each replayed block runs
 * in steps — 16 transactions at a time, then each market's end of block — with the event loop
 * let in between. Counted in steps, not time: the replay
 * pauses at least once per 16 transactions of each block, and once per running market, and
 * the state it rebuilds is the one the chain made in one go.
 */
const { genesis, database } = snapshotFixture();

describe('replaying committed blocks', () => {
  it('runs each block in steps, pausing between them, to the same state', async () => {
    const db = await database();
    const chain = new ChainRunner({
      genesis: genesis(),
      db,
      seed: 'replay-steps',
      blockIntervalMs: 1000,
      historyBlocks: 12,
      startTime: TEST_START_TIME,
      manual: true,
      snapshotsKept: 1,
    });
    await chain.start();
    const made = snapshotState(chain.state);
    await chain.stop();
    const blocks = await db.query<{ tx_count: number }>('SELECT tx_count FROM blocks');
    expect(blocks).toHaveLength(12);
    const transactionSteps = blocks.reduce((n, b) => n + Math.floor(b.tx_count / 16), 0);
    expect(transactionSteps).toBeGreaterThan(12); // the agents are busy from the first blocks
    const markets = genesis().markets.length;

    const state = new NetworkState(genesis(), (await readGenesisTime(db))!);
    let pauses = 0;
    const height = await replayCommitted(db, state, 'replay-steps', 1000, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(height).toBe(12n);
    expect(snapshotState(state)).toEqual(made);
    expect(pauses).toBeGreaterThanOrEqual(transactionSteps + 12 * markets);
  });
});
