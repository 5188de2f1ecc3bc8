import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_PHASE_CHANNEL, type BlockPhaseEvent } from '../../src/node/block-phases.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

/**
 * A live block's execution lets the event loop in between its slices (block-maker.ts
 * `liveBlock`): requests are answered while a block runs, instead of waiting for all of it.
 */
let t: ChainTestApp;
beforeAll(async () => {
  // 60 blocks in: markets trade, a block is tens of ms of work.
  t = await buildChainTestApp({ blocks: 60 });
}, 120_000);
afterAll(async () => t?.close());

describe('live blocks', () => {
  it('run in slices with the event loop let in between them', async () => {
    const events: BlockPhaseEvent[] = [];
    const onPhase = (message: unknown) => events.push(message as BlockPhaseEvent);
    // The event loop's turns while the blocks run, as a request would get them.
    const turns: number[] = [];
    let turning = true;
    const turn = () => {
      turns.push(performance.now());
      if (turning) setImmediate(turn);
    };
    subscribe(BLOCK_PHASE_CHANNEL, onPhase);
    setImmediate(turn);
    try {
      await t.chain.advance(5);
    } finally {
      turning = false;
      unsubscribe(BLOCK_PHASE_CHANNEL, onPhase);
    }
    const slices = events.filter((e) => e.phase === 'execute');
    const heights = [...new Set(slices.map((s) => s.height))];
    expect(heights).toHaveLength(5);
    let gaps = 0;
    for (const height of heights) {
      const mine = slices.filter((s) => s.height === height);
      for (let i = 1; i < mine.length; i++) {
        gaps++;
        // Some turn of the loop ran after one slice ended and before the next began.
        const between = turns.some((at) => at >= mine[i - 1]!.end && at <= mine[i]!.start);
        expect(between, `block ${height}, slices ${i - 1} and ${i}`).toBe(true);
      }
    }
    expect(gaps).toBeGreaterThan(0);
    // The commit comes after the block's last slice.
    for (const height of heights) {
      const lastSlice = Math.max(...slices.filter((s) => s.height === height).map((s) => s.end));
      const commit = events.find((e) => e.phase === 'commit' && e.height === height)!;
      expect(commit.start).toBeGreaterThanOrEqual(lastSlice);
    }
  }, 120_000);
});
