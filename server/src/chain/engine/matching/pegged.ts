import type { BookState } from './book-state.ts';
import type { Tx } from './tx.ts';
import type { PegReferences } from './peg-references.ts';
import type { BookOrder, PeggedOrderSpec, TradingSide } from './types.ts';

export { staticReferences, type PegReferences } from './peg-references.ts';

function referenceValue(
  side: TradingSide,
  peg: PeggedOrderSpec,
  refs: PegReferences,
): bigint | undefined {
  switch (peg.reference) {
    case 'PEGGED_REFERENCE_BEST_BID':
      return refs.bestBid;
    case 'PEGGED_REFERENCE_BEST_ASK':
      return refs.bestAsk;
    case 'PEGGED_REFERENCE_MID':
      return side === 'SIDE_BUY' ? refs.midBuy : refs.midSell;
    default:
      return undefined;
  }
}

/** Price of a peg, or undefined when it must be parked (no reference, or price ≤ 0). */
export function pegPrice(
  side: TradingSide,
  peg: PeggedOrderSpec,
  refs: PegReferences,
): bigint | undefined {
  const reference = referenceValue(side, peg, refs);
  if (reference === undefined) return undefined;
  const price = side === 'SIDE_BUY' ? reference - peg.offset : reference + peg.offset;
  return price > 0n ? price : undefined;
}

function referenceMoved(order: BookOrder, before: PegReferences, after: PegReferences): boolean {
  const peg = order.peggedOrder;
  if (peg === null) return false;
  return referenceValue(order.side, peg, before) !== referenceValue(order.side, peg, after);
}

/**
 * Reprices the pegs whose own reference moved since the previous call (all of them when forced,
 * e.g. when an auction ends), in entry order. A repriced peg goes to the back of its new level
 * (losing time priority) without a version bump; one without a usable reference is parked.
 * Pegs never move the static references, so one pass is enough. Nothing moves during auctions.
 */
export function refreshPegs(state: BookState, tx: Tx, force = false): void {
  if (state.inAuction) return;
  const refs = state.staticReferences();
  const before = state.lastReferences;
  state.lastReferences = refs;
  for (const order of state.pegged.values()) {
    if (!force && !referenceMoved(order, before, refs)) continue;
    repriceOne(state, tx, order, refs);
  }
}

export function repriceOne(state: BookState, tx: Tx, order: BookOrder, refs: PegReferences): void {
  const peg = order.peggedOrder;
  if (peg === null) return;
  const price = pegPrice(order.side, peg, refs);
  if (price === undefined) {
    if (order.status === 'STATUS_PARKED' && order.price === 0n) return;
    state.park(order);
    tx.touch(order);
    return;
  }
  if (order.onBook) state.sideOf(order.side).remove(order);
  order.price = price;
  state.rest(order);
  tx.touch(order);
}
