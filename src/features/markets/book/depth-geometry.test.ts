import { describe, expect, it } from 'vitest';
import type { BookRow } from './book-view.ts';
import {
  depthGeometry,
  depthPointAt,
  depthScaleTop,
  percentile,
  niceTicks,
} from './depth-geometry.ts';

/** Rows best first, cumulative summed here from the volumes. */
function side(levels: readonly (readonly [bigint, bigint])[]): BookRow[] {
  let cumulative = 0n;
  return levels.map(([price, volume]) => {
    cumulative += volume;
    return { price, volume, orders: 1n, cumulative };
  });
}

// Plot: 240 high, 22 below for prices, 16 above: sizes map to y = 218 − v/top · 202.
const bids = side([
  [100n, 5n],
  [90n, 5n],
]);
const asks = side([
  [110n, 2n],
  [120n, 8n],
]);

describe('depthGeometry', () => {
  it('spans the lowest bid to the highest ask and steps up away from the spread', () => {
    const g = depthGeometry(bids, asks);
    expect(g?.minPrice).toBe(90n);
    expect(g?.maxPrice).toBe(120n);
    expect(g?.top).toBe(10n);
    // Best bid 100 at x = 10/30 · 600 = 200; cumulative 5 of 10 → y = 218 − 101 = 117.
    expect(g?.bidPath).toBe('M200,218 L200,218 L200,117 L0,117 L0,16 L0,16 L0,218 Z');
    expect(g?.askPath?.startsWith('M400,218')).toBe(true);
    expect(g?.askPath?.includes('L600,16')).toBe(true);
    expect(g?.midX).toBe(300);
    expect(g?.walls).toEqual([]);
  });

  it('draws one side alone, and nothing for an empty book', () => {
    const g = depthGeometry(bids.slice(0, 1), []);
    expect(g?.askPath).toBeUndefined();
    expect(g?.midX).toBeUndefined();
    expect(depthGeometry([], [])).toBeUndefined();
  });
});

describe('the size axis with one huge level', () => {
  // Bids: 10, 10, then a wall of 1,000, then 10 (cumulative 10, 20, 1,020, 1,030).
  const wallBids = side([
    [100n, 10n],
    [99n, 10n],
    [98n, 1000n],
    [97n, 10n],
  ]);
  // Asks: four levels of 10 (cumulative 40).
  const evenAsks = side([
    [101n, 10n],
    [102n, 10n],
    [103n, 10n],
    [104n, 10n],
  ]);

  it('scales to the sides without the wall, so the other side stays readable', () => {
    // 75th percentile of volumes is 10; 1,000 > 8 · 10 is a wall. Without it: bids 30, asks 40.
    expect(depthScaleTop(wallBids, evenAsks)).toBe(40n);
    const g = depthGeometry(wallBids, evenAsks);
    const ask = (price: bigint) => g?.points.find((p) => p.side === 'ask' && p.row.price === price);
    // Asks reach the top (40 of 40) instead of 40/1,030 of the height (about 8 units).
    expect(ask(104n)?.y).toBe(16);
    expect(ask(101n)?.y).toBe(167.5);
  });

  it('marks the level where the bids leave the scale, with its exact share', () => {
    const g = depthGeometry(wallBids, evenAsks);
    expect(g?.walls.map((w) => [w.side, w.row.price, w.y, w.clipped])).toEqual([
      ['bid', 98n, 16, true],
    ]);
    // 1,000 of 1,030 = 97.087… % → 9,709 basis points.
    expect(g?.walls[0]?.shareBp).toBe(9709n);
    expect(g?.points.find((p) => p.row.price === 97n)?.clipped).toBe(true);
    expect(g?.points.find((p) => p.row.price === 99n)?.clipped).toBe(false);
  });

  it('keeps the largest cumulative as the top when no level stands out', () => {
    expect(depthScaleTop(bids, asks)).toBe(10n);
    // Only one (huge) level: nothing to scale against.
    expect(depthScaleTop(side([[5n, 1000n]]), [])).toBe(1000n);
  });
});

describe('depthPointAt', () => {
  const g = depthGeometry(bids, asks)!;
  it('picks the nearest level on the side of the mid price the pointer is on', () => {
    expect(depthPointAt(g, 50)?.row.price).toBe(90n);
    expect(depthPointAt(g, 290)?.row.price).toBe(100n);
    expect(depthPointAt(g, 310)?.row.price).toBe(110n);
    expect(depthPointAt(g, 590)?.row.price).toBe(120n);
  });

  it('gives the cumulative size and the level’s share of its side', () => {
    const p = depthPointAt(g, 590);
    expect(p?.row.cumulative).toBe(10n);
    // 8 of the asks' 10 = 80 %.
    expect(p?.shareBp).toBe(8000n);
  });
});

describe('helpers', () => {
  it('takes nearest-rank percentiles and even ticks', () => {
    expect(percentile([3n, 1n, 2n, 4n], 0.75)).toBe(3n);
    expect(percentile([3n, 1n, 2n, 4n], 0.5)).toBe(2n);
    expect(percentile([], 0.5)).toBe(0n);
    // 30 / 3 = 10 → a step of 10.
    expect(niceTicks(90n, 120n, 3)).toEqual([90n, 100n, 110n, 120n]);
    // 0..395,164 / 2 ≈ 197,582 → rounded down to 100,000.
    expect(niceTicks(0n, 395_164n, 2)).toEqual([0n, 100_000n, 200_000n, 300_000n]);
    // 0..60,000 / 2 = 30,000 → 20,000.
    expect(niceTicks(0n, 60_000n, 2)).toEqual([0n, 20_000n, 40_000n, 60_000n]);
    // 2,717,557..2,778,766 / 4 ≈ 15,302 → 10,000, from the first multiple above the low end.
    expect(niceTicks(2_717_557n, 2_778_766n, 4)).toEqual([
      2_720_000n,
      2_730_000n,
      2_740_000n,
      2_750_000n,
      2_760_000n,
      2_770_000n,
    ]);
  });
});
