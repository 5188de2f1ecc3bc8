import type { NetworkState } from '../engine/state/network-state.ts';

const NS = 1_000_000_000n;
/** The longest step the world takes whole: 30 s, or three block intervals; a longer one is a stand-still. */
const MAX_STEP_S = 30;
const MAX_STEP_INTERVALS = 3;

/**
 * The simulated world's clock: the chain's block time, less every stretch the chain stood
 * still (a node stopped, or its live blocks starting long after a history pinned by
 * START_TIME). The world's dated events — futures expiring, their successors proposed ahead —
 * follow it, so a chain that resumes after a day does not expire every market in one block:
 * the world picks up where it stopped, as it does on the real network when the oracle's world
 * stopped with it. What the chain itself times (votes, enactments, epochs, order expiries)
 * stays on block time.
 *
 * Kept in the state (`state.worldPauses`, a snapshot carries it): each stand-still is one
 * entry, {the block time after it, the world's total lag from then on}.
 */
export function advanceWorldClock(state: NetworkState, now: bigint, blockSeconds: number): void {
  const limit = BigInt(Math.max(MAX_STEP_S, MAX_STEP_INTERVALS * blockSeconds)) * NS;
  const step = now - state.time;
  if (step <= limit) return;
  // Over a stand-still the world moves one block interval, as if the chain had not stopped:
  // what was due in the world's next seconds (a listing's end, an expiry) stays next.
  const interval = BigInt(Math.round(blockSeconds * 1000)) * 1_000_000n;
  state.worldPauses.push({ at: now, lagNs: worldLag(state, now) + step - interval });
}

/** How far the world's clock was behind the chain's at block time `at`. */
function worldLag(state: NetworkState, at: bigint): bigint {
  let lag = 0n;
  for (const pause of state.worldPauses) if (pause.at <= at) lag = pause.lagNs;
  return lag;
}

/** The world's time (Unix ns) at block time `at`. */
export const worldTime = (state: NetworkState, at: bigint): bigint => at - worldLag(state, at);
