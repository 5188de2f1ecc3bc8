import { describe, expect, it } from 'vitest';
import type { NetworkState } from '../engine/state/network-state.ts';
import { advanceWorldClock, worldTime } from './world-clock.ts';

const S = 1_000_000_000n;
const T0 = 1_767_225_600n * S;

/** What the world clock reads of the state: the last block's time and the pauses kept. */
function chain(): NetworkState {
  return { time: T0, worldPauses: [] } as unknown as NetworkState;
}

/** A block at `at` (the state's time moves on as the engine's would). */
function block(state: NetworkState, at: bigint, blockSeconds: number) {
  advanceWorldClock(state, at, blockSeconds);
  state.time = at;
}

describe('the simulated world’s clock', () => {
  it('runs with the chain’s while blocks come at their pace, a slow one included', () => {
    const state = chain();
    block(state, T0 + 1n * S, 1);
    block(state, T0 + 31n * S, 1); // 30 s: the longest step the world takes whole
    expect(state.worldPauses).toEqual([]);
    expect(worldTime(state, T0 + 31n * S)).toBe(T0 + 31n * S);
  });

  it('leaves out a stand-still: the world moves one block over a day’s gap, then on with the chain', () => {
    const state = chain();
    const day = 86_400n * S;
    block(state, T0 + day, 1);
    // A day passed on the chain's clock; the world moved one 1 s block.
    expect(worldTime(state, T0 + day)).toBe(T0 + 1n * S);
    block(state, T0 + day + 1n * S, 1);
    expect(worldTime(state, T0 + day + 1n * S)).toBe(T0 + 2n * S);
    // Times before the gap read as they were.
    expect(worldTime(state, T0)).toBe(T0);
  });

  it('adds up several stand-stills', () => {
    const state = chain();
    block(state, T0 + 100n * S, 1); // 99 s lost: the world moves 1 s
    block(state, T0 + 101n * S, 1);
    block(state, T0 + 201n * S, 1); // 99 s more
    expect(worldTime(state, T0 + 201n * S)).toBe(T0 + 3n * S);
    expect(worldTime(state, T0 + 101n * S)).toBe(T0 + 2n * S);
  });

  it('takes up to three block intervals whole when blocks are slow by design', () => {
    const state = chain();
    block(state, T0 + 60n * S, 20); // 20 s blocks: a 60 s step is three of them
    expect(worldTime(state, T0 + 60n * S)).toBe(T0 + 60n * S);
    block(state, T0 + 160n * S, 20); // 100 s: a stand-still, the world moves one 20 s block
    expect(worldTime(state, T0 + 160n * S)).toBe(T0 + 80n * S);
  });
});
