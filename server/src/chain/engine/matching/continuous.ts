import type { BookSide } from './price-levels.ts';
import type { BookOrder } from './types.ts';

/** Whether an aggressive order may trade at a resting level's price. */
export function crosses(aggressor: BookOrder, levelPrice: bigint): boolean {
  // market and network orders take any price
  if (aggressor.type !== 'TYPE_LIMIT') return true;
  return aggressor.side === 'SIDE_BUY'
    ? levelPrice <= aggressor.price
    : levelPrice >= aggressor.price;
}

export function wouldTrade(aggressor: BookOrder, opposite: BookSide): boolean {
  const best = opposite.bestPrice();
  return best !== undefined && crosses(aggressor, best);
}

export interface FillCheck {
  readonly fillable: bigint;
  /** Matching would reach an order of the same party before `wanted` is reached. */
  readonly selfTrade: boolean;
}

/** Dry run of an aggressive order (for FOK): volume it could take, without changing anything. */
export function dryRun(aggressor: BookOrder, opposite: BookSide, wanted: bigint): FillCheck {
  let fillable = 0n;
  for (const level of opposite.bestFirst()) {
    if (!crosses(aggressor, level.price)) break;
    for (const passive of level.orders.values()) {
      if (passive.partyId === aggressor.partyId) return { fillable, selfTrade: true };
      fillable += passive.remaining;
      if (fillable >= wanted) return { fillable, selfTrade: false };
    }
  }
  return { fillable, selfTrade: false };
}

export type OnFill = (passive: BookOrder, size: bigint, price: bigint) => void;

/**
 * Walks the opposite side from its best price, in time priority within a level, while the
 * aggressor crosses; each trade is at the passive order's price. Stops before an order of the
 * aggressor's own party (self-trade prevention) and after `maxFill` has traded.
 * Returns whether it stopped on a self-trade.
 */
export function matchAggressive(
  aggressor: BookOrder,
  opposite: BookSide,
  maxFill: bigint,
  onFill: OnFill,
): boolean {
  let filled = 0n;
  while (aggressor.remaining > 0n && filled < maxFill) {
    const level = opposite.best();
    if (level === undefined || !crosses(aggressor, level.price)) return false;
    const passive = opposite.bestOrder();
    if (passive === undefined) return false;
    if (passive.partyId === aggressor.partyId) return true;
    const size = min(min(aggressor.remaining, passive.remaining), maxFill - filled);
    opposite.fill(passive, size);
    aggressor.remaining -= size;
    filled += size;
    onFill(passive, size, level.price);
  }
  return false;
}

export function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
