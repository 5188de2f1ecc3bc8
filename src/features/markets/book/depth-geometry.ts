import type { BookRow } from './book-view.ts';

/** Chart size in SVG units; the SVG scales to its container. */
export const DEPTH_W = 600;
export const DEPTH_H = 240;
const PAD_BOTTOM = 22;
const PAD_TOP = 16;

/**
 * A level is a "wall" when its volume exceeds this many times the 75th percentile of the
 * levels' volumes: the y-axis is then scaled without it (and marked clipped), so one huge order
 * does not flatten both sides into the baseline.
 */
export const WALL_FACTOR = 8n;
const WALL_PERCENTILE = 0.75;

export interface DepthPoint {
  side: 'bid' | 'ask';
  row: BookRow;
  x: number;
  y: number;
  /** The level's volume over its side's total shown, in basis points (1 % = 100). */
  shareBp: bigint;
  /** The cumulative size is above the y-axis' top (drawn at the top edge). */
  clipped: boolean;
}

export interface DepthGeometry {
  bidPath?: string;
  askPath?: string;
  /** Mid price's x (between best bid and best ask), when both sides exist. */
  midX?: number;
  minPrice: bigint;
  maxPrice: bigint;
  plotTop: number;
  plotBottom: number;
  /** The y-axis' top in raw size: the largest cumulative, or less when a wall is clipped. */
  top: bigint;
  /** Walls whose cumulative size leaves the scale, marked on the chart. */
  walls: DepthPoint[];
  /** Every level, bids best first then asks best first, for hover and the axes. */
  points: DepthPoint[];
}

/** Nearest-rank percentile of raw values (q in 0..1). */
export function percentile(values: readonly bigint[], q: number): bigint {
  if (values.length === 0) return 0n;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as bigint;
}

/**
 * The y-axis' top: each side's total without its walls, the larger of the two; when no level
 * is a wall, that is the largest cumulative.
 */
export function depthScaleTop(bids: readonly BookRow[], asks: readonly BookRow[]): bigint {
  const all = [...bids, ...asks];
  const limit = percentile(
    all.map((r) => r.volume),
    WALL_PERCENTILE,
  );
  const isWall = (r: BookRow) => limit > 0n && r.volume > limit * WALL_FACTOR;
  const total = (rows: readonly BookRow[]) => rows.at(-1)?.cumulative ?? 0n;
  const withoutWalls = (rows: readonly BookRow[]) =>
    rows.reduce((sum, r) => (isWall(r) ? sum : sum + r.volume), 0n);
  const top = [bids, asks].map(withoutWalls).reduce((a, b) => (b > a ? b : a), 0n);
  const largest = [bids, asks].map(total).reduce((a, b) => (b > a ? b : a), 0n);
  // Only walls on the book: nothing to scale against, so show them whole.
  return top > 0n && top < largest ? top : largest;
}

/**
 * Stepped areas of cumulative volume: bids stepping left from the best bid, asks right from
 * the best ask. Prices and volumes become Numbers only here, for pixels; sizes above the
 * scale's top are drawn at the top edge.
 */
export function depthGeometry(
  bids: readonly BookRow[],
  asks: readonly BookRow[],
): DepthGeometry | undefined {
  const prices = [...bids, ...asks].map((r) => r.price);
  const top = depthScaleTop(bids, asks);
  if (prices.length === 0 || top <= 0n) return undefined;
  const minPrice = prices.reduce((a, b) => (b < a ? b : a));
  const maxPrice = prices.reduce((a, b) => (b > a ? b : a));
  const span = Number(maxPrice - minPrice) || 1;
  const plotBottom = DEPTH_H - PAD_BOTTOM;
  const x = (p: bigint) => round((Number(p - minPrice) / span) * DEPTH_W);
  const y = (v: bigint) =>
    round(plotBottom - (Number(v > top ? top : v) / Number(top)) * (plotBottom - PAD_TOP));

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

  const pointsOf = (
    side: 'bid' | 'ask',
    rows: readonly BookRow[],
  ): (DepthPoint & { wall: boolean })[] => {
    const total = rows.at(-1)?.cumulative ?? 0n;
    let clippedBefore = false;
    return rows.map((row) => {
      const clipped = row.cumulative > top;
      const point = {
        side,
        row,
        x: x(row.price),
        y: y(row.cumulative),
        shareBp: total > 0n ? (row.volume * 10_000n + total / 2n) / total : 0n,
        clipped,
        wall: clipped && !clippedBefore,
      };
      clippedBefore ||= clipped;
      return point;
    });
  };
  const tagged = [...pointsOf('bid', bids), ...pointsOf('ask', asks)];
  // The level where a side first leaves the scale is the one marked.
  const walls = tagged.filter((p) => p.wall).map(({ wall: _, ...p }) => p);
  const points = tagged.map(({ wall: _, ...p }) => p);

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
    plotTop: PAD_TOP,
    plotBottom,
    top,
    walls,
    points,
  };
}

/**
 * The level under the pointer (x in SVG units): the nearest level's step on the side the
 * pointer is on (left of the mid price: bids; right: asks).
 */
export function depthPointAt(g: DepthGeometry, px: number): DepthPoint | undefined {
  const side = g.midX === undefined ? undefined : px <= g.midX ? 'bid' : 'ask';
  let best: DepthPoint | undefined;
  for (const p of g.points) {
    if (side && p.side !== side) continue;
    if (!best || Math.abs(p.x - px) < Math.abs(best.x - px)) best = p;
  }
  return best;
}

/**
 * Axis ticks: multiples of a round step (1, 2 or 5 × a power of ten, in raw units) between
 * `low` and `high`: at least `count` intervals' worth, at most about twice that.
 */
export function niceTicks(low: bigint, high: bigint, count: number): bigint[] {
  if (high <= low) return [low];
  const rough = (high - low) / BigInt(count) || 1n;
  const magnitude = 10n ** BigInt(rough.toString().length - 1);
  const lead = rough / magnitude;
  const step = (lead < 2n ? 1n : lead < 5n ? 2n : 5n) * magnitude;
  const first = ((low + step - 1n) / step) * step;
  const out: bigint[] = [];
  for (let t = first; t <= high; t += step) out.push(t);
  return out;
}

/** The SVG y of a raw size on the scale `top` (for the size axis' ticks). */
export function sizeY(g: DepthGeometry, v: bigint): number {
  return round(g.plotBottom - (Number(v) / Number(g.top)) * (g.plotBottom - g.plotTop));
}

/** The SVG x of a raw price. */
export function priceX(g: DepthGeometry, p: bigint): number {
  const span = Number(g.maxPrice - g.minPrice) || 1;
  return round((Number(p - g.minPrice) / span) * DEPTH_W);
}

const round = (n: number) => Math.round(n * 10) / 10;
