import type { BookRow } from './book-view.ts';

/** Chart size in SVG units; the SVG scales to its container. */
export const DEPTH_W = 600;
export const DEPTH_H = 220;
const PAD_BOTTOM = 22;
const PAD_TOP = 8;

export interface DepthGeometry {
  bidPath?: string;
  askPath?: string;
  /** Mid price's x (between best bid and best ask), when both sides exist. */
  midX?: number;
  minPrice: bigint;
  maxPrice: bigint;
  plotBottom: number;
}

/**
 * Stepped areas of cumulative volume: bids stepping left from the best bid, asks right from
 * the best ask. Prices and volumes become Numbers only here, for pixels.
 */
export function depthGeometry(
  bids: readonly BookRow[],
  asks: readonly BookRow[],
  maxCumulative: bigint,
): DepthGeometry | undefined {
  const prices = [...bids, ...asks].map((r) => r.price);
  if (prices.length === 0 || maxCumulative <= 0n) return undefined;
  const minPrice = prices.reduce((a, b) => (b < a ? b : a));
  const maxPrice = prices.reduce((a, b) => (b > a ? b : a));
  const span = Number(maxPrice - minPrice) || 1;
  const plotBottom = DEPTH_H - PAD_BOTTOM;
  const x = (p: bigint) => round((Number(p - minPrice) / span) * DEPTH_W);
  const y = (v: bigint) =>
    round(plotBottom - (Number(v) / Number(maxCumulative)) * (plotBottom - PAD_TOP));

  const area = (rows: readonly BookRow[], edge: number) => {
    const first = rows[0];
    if (!first) return undefined;
    const parts = [`M${x(first.price)},${plotBottom}`];
    let previous = 0n;
    for (const r of rows) {
      parts.push(`L${x(r.price)},${y(previous)}`, `L${x(r.price)},${y(r.cumulative)}`);
      previous = r.cumulative;
    }
    parts.push(`L${edge},${y(previous)}`, `L${edge},${plotBottom}`, 'Z');
    return parts.join(' ');
  };

  const bestBid = bids[0]?.price;
  const bestAsk = asks[0]?.price;
  const bidPath = area(bids, 0);
  const askPath = area(asks, DEPTH_W);
  return {
    ...(bidPath && { bidPath }),
    ...(askPath && { askPath }),
    ...(bestBid !== undefined &&
      bestAsk !== undefined && { midX: round((x(bestBid) + x(bestAsk)) / 2) }),
    minPrice,
    maxPrice,
    plotBottom,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
