/**
 * Finds the block that has a given time. Block-explorer transactions carry a height but no
 * time, and no endpoint maps times to heights, so a block's time is read from what it holds
 * (see `blockTimeOf` in api/order-link-queries.ts); blocks strictly increase in time, so a
 * search over heights converges. Interpolation steps (fast when blocks are evenly spaced)
 * alternate with bisection steps (a log₂ bound when they are not, e.g. a replayed history
 * followed by live blocks).
 */

export interface BlockSearch {
  /** Latest height to search (inclusive); heights start at 1. */
  latest: bigint;
  /** The block's time in ns, or undefined when nothing in it tells the time. */
  timeOf: (height: bigint) => Promise<bigint | undefined>;
  /** Upper bound on timeOf calls. */
  maxProbes?: number;
}

interface Anchor {
  height: bigint;
  time: bigint;
}

export const MAX_BLOCK_PROBES = 48;

function guess(lo: bigint, hi: bigint, target: bigint, below?: Anchor, above?: Anchor): bigint {
  if (!below || !above || above.time <= below.time || above.height <= below.height) {
    return (lo + hi) / 2n;
  }
  const g =
    below.height +
    ((target - below.time) * (above.height - below.height)) / (above.time - below.time);
  return g < lo ? lo : g > hi ? hi : g;
}

/** The height whose block time is exactly `target` ns, or undefined when none has. */
export async function findBlockAtTime(
  target: bigint,
  search: BlockSearch,
): Promise<bigint | undefined> {
  const maxProbes = search.maxProbes ?? MAX_BLOCK_PROBES;
  let probes = 0;
  let lo = 1n;
  let hi = search.latest;
  let below: Anchor | undefined;
  let above: Anchor | undefined;
  let interpolate = true;
  while (lo <= hi && probes < maxProbes) {
    const start = interpolate ? guess(lo, hi, target, below, above) : (lo + hi) / 2n;
    interpolate = !interpolate;
    // The first block at or after `start` that tells its time.
    let height = start;
    let time: bigint | undefined;
    while (height <= hi && probes < maxProbes) {
      probes += 1;
      time = await search.timeOf(height);
      if (time !== undefined) break;
      height += 1n;
    }
    if (time === undefined) {
      // Nothing in [start, hi] tells its time: look below it.
      hi = start - 1n;
      continue;
    }
    if (time === target) return height;
    if (time < target) {
      lo = height + 1n;
      below = { height, time };
    } else {
      hi = height - 1n;
      above = { height, time };
    }
  }
  return undefined;
}
