import { describe, expect, it } from 'vitest';
import type { BookRow } from './book-view.ts';
import { DEPTH_H, DEPTH_W, depthGeometry } from './depth-geometry.ts';

const row = (price: bigint, cumulative: bigint): BookRow => ({
  price,
  cumulative,
  volume: 0n,
  orders: 1n,
});

describe('depthGeometry', () => {
  it('spans the lowest bid to the highest ask and steps up away from the spread', () => {
    const g = depthGeometry([row(100n, 5n), row(90n, 10n)], [row(110n, 2n), row(120n, 10n)], 10n);
    expect(g?.minPrice).toBe(90n);
    expect(g?.maxPrice).toBe(120n);
    const bottom = DEPTH_H - 22;
    // Best bid at x = 200 (10/30 of 600); half the height (5 of 10) at it, full at the lowest.
    expect(g?.bidPath).toBe(
      `M200,${bottom} L200,${bottom} L200,103 L0,103 L0,8 L0,8 L0,${bottom} Z`,
    );
    expect(g?.askPath?.startsWith(`M400,${bottom}`)).toBe(true);
    expect(g?.askPath?.includes(`L${DEPTH_W},8`)).toBe(true);
    expect(g?.midX).toBe(300);
  });

  it('draws one side alone, and nothing for an empty book', () => {
    const g = depthGeometry([row(100n, 5n)], [], 5n);
    expect(g?.askPath).toBeUndefined();
    expect(g?.midX).toBeUndefined();
    expect(depthGeometry([], [], 0n)).toBeUndefined();
  });
});
