import type { PriceLevel } from '#contract/market-depth.ts';

/**
 * What the order book and depth chart draw, from the live book's levels: optional grouping of
 * prices into buckets of `step` ticks, best level first, cumulative volume from the best price
 * outwards. All BigInt: volumes and prices are uint64 strings.
 */

export interface BookRow {
  /** Raw price (the bucket's edge when grouped). */
  price: bigint;
  volume: bigint;
  orders: bigint;
  /** Volume of this row and every better one. */
  cumulative: bigint;
}

export interface BookView {
  bids: BookRow[];
  asks: BookRow[];
  /** The larger side's cumulative volume over the rows shown: the bars' 100 %. */
  maxCumulative: bigint;
  bestBid?: bigint;
  bestAsk?: bigint;
  /** bestAsk − bestBid (negative when the book is crossed, as in an auction). */
  spread?: bigint;
}

/** Grouping choices, in ticks (one tick = 10^-decimalPlaces). */
export const GROUPINGS = [1, 10, 100, 1000] as const;
export type Grouping = (typeof GROUPINGS)[number];

export function parseGrouping(value: string | null): Grouping {
  const n = Number(value);
  return (GROUPINGS as readonly number[]).includes(n) ? (n as Grouping) : 1;
}

/**
 * Bids round down and asks round up to the bucket edge, so a bucket never claims a better
 * price than the orders in it and the two sides cannot meet by grouping alone.
 */
export function bucketPrice(price: bigint, step: bigint, side: 'buy' | 'sell'): bigint {
  if (step <= 1n) return price;
  const floor = price - (price % step);
  return side === 'buy' || floor === price ? floor : floor + step;
}

/** Levels of one side, grouped, best first, with cumulative volume; the best `limit` rows. */
export function sideRows(
  levels: Iterable<PriceLevel>,
  side: 'buy' | 'sell',
  step: bigint,
  limit: number,
): BookRow[] {
  const buckets = new Map<bigint, { volume: bigint; orders: bigint }>();
  for (const level of levels) {
    const price = bucketPrice(BigInt(level.price), step, side);
    const bucket = buckets.get(price) ?? { volume: 0n, orders: 0n };
    bucket.volume += BigInt(level.volume);
    bucket.orders += BigInt(level.numberOfOrders);
    buckets.set(price, bucket);
  }
  const prices = [...buckets.keys()].sort((a, b) =>
    side === 'buy' ? (a > b ? -1 : a < b ? 1 : 0) : a < b ? -1 : a > b ? 1 : 0,
  );
  let cumulative = 0n;
  return prices.slice(0, limit).map((price) => {
    const bucket = buckets.get(price) as { volume: bigint; orders: bigint };
    cumulative += bucket.volume;
    return { price, volume: bucket.volume, orders: bucket.orders, cumulative };
  });
}

/** Both sides for display; best prices and spread are from the ungrouped levels. */
export function bookView(
  buy: Iterable<PriceLevel>,
  sell: Iterable<PriceLevel>,
  options: { grouping: number; limit: number },
): BookView {
  const step = BigInt(options.grouping);
  // Iterated twice below: a Map's values() iterator would be empty the second time.
  const buyLevels = [...buy];
  const sellLevels = [...sell];
  const bids = sideRows(buyLevels, 'buy', step, options.limit);
  const asks = sideRows(sellLevels, 'sell', step, options.limit);
  const bestBid = best(buyLevels, 'buy');
  const bestAsk = best(sellLevels, 'sell');
  const maxCumulative = [bids.at(-1)?.cumulative ?? 0n, asks.at(-1)?.cumulative ?? 0n].reduce(
    (a, b) => (a > b ? a : b),
  );
  return {
    bids,
    asks,
    maxCumulative,
    ...(bestBid !== undefined && { bestBid }),
    ...(bestAsk !== undefined && { bestAsk }),
    ...(bestBid !== undefined && bestAsk !== undefined && { spread: bestAsk - bestBid }),
  };
}

function best(levels: Iterable<PriceLevel>, side: 'buy' | 'sell'): bigint | undefined {
  let found: bigint | undefined;
  for (const level of levels) {
    const price = BigInt(level.price);
    if (found === undefined || (side === 'buy' ? price > found : price < found)) found = price;
  }
  return found;
}

/** A bar's width in percent of `max`, to one decimal (BigInt in, Number only for CSS). */
export function barPercent(value: bigint, max: bigint): number {
  if (max <= 0n) return 0;
  return Number((value * 1000n) / max) / 10;
}
