// Order amendment (network doc D3; pegged amendments D4).
import type { BookState } from './book-state.ts';
import { wouldTrade } from './continuous.ts';
import { pegPrice, refreshPegs } from './pegged.ts';
import { runAggressive, settleAggressive } from './submit.ts';
import { Tx, toRecord } from './tx.ts';
import type { BookOrder, CommandResult, MatchContext, OrderAmendment } from './types.ts';
import { amendedPeg, amendedTimeInForce, validateAmendment } from './validate.ts';

export function amendOrder(
  state: BookState,
  orderId: string,
  a: OrderAmendment,
  ctx: MatchContext,
): CommandResult {
  const order = state.live.get(orderId);
  if (order === undefined) return { ok: false, error: 'ORDER_ERROR_INVALID_ORDER_ID' };
  if (a.partyId !== undefined && a.partyId !== order.partyId) {
    return { ok: false, error: 'ORDER_ERROR_INVALID_PARTY_ID' };
  }
  const invalid = validateAmendment(order, a, state.tickSize);
  if (invalid !== undefined) return { ok: false, error: invalid };

  const newPrice = a.price ?? order.price;
  const priceShift = order.peggedOrder === null && newPrice !== order.price;
  if (order.postOnly && priceShift && !state.inAuction) {
    const probe: BookOrder = { ...order, price: newPrice };
    if (wouldTrade(probe, state.oppositeOf(order.side))) {
      return { ok: false, error: 'ORDER_ERROR_POST_ONLY_ORDER_WOULD_TRADE' };
    }
  }

  const tx = new Tx(state.marketId, ctx);
  const done = (): CommandResult => {
    refreshPegs(state, tx);
    return { ok: true, order: toRecord(order), trades: tx.trades, updated: tx.changes(order.id) };
  };
  const delta = a.sizeDelta ?? 0n;
  const newRemaining = order.remaining + delta;
  tx.touch(order);

  // reducing to nothing is a cancellation: no new version, as for a cancel
  if (newRemaining <= 0n) {
    order.status = 'STATUS_CANCELLED';
    state.detach(order);
    return done();
  }

  order.version += 1n;
  const tif = amendedTimeInForce(order, a);
  order.timeInForce = tif;
  order.expiresAt = tif === 'TIME_IN_FORCE_GTT' ? (a.expiresAt ?? order.expiresAt) : 0n;
  state.syncExpiry(order);
  const newSize = order.size + delta;

  // an expiry already in the past expires the order at once (D3)
  if (order.expiresAt !== 0n && order.expiresAt < ctx.now) {
    state.detach(order);
    resize(state, order, newSize, newRemaining);
    order.status = 'STATUS_EXPIRED';
    return done();
  }

  if (order.peggedOrder !== null) {
    amendPegged(state, order, a, newSize, newRemaining);
    return done();
  }

  // a price change or a size increase goes to the back of the level and may trade (D3);
  // anything else (size decrease, expiry, time in force) keeps the order's place
  if (!priceShift && delta <= 0n) {
    resize(state, order, newSize, newRemaining);
    return done();
  }
  if (order.onBook) state.sideOf(order.side).remove(order);
  resize(state, order, newSize, newRemaining);
  order.price = newPrice;
  if (state.inAuction) {
    state.rest(order);
    return done();
  }
  const selfTrade = runAggressive(state, tx, order, order.remaining);
  settleAggressive(state, order, selfTrade);
  return done();
}

/** Sets size and remaining, keeping the level's volume right when the order is on the book. */
function resize(state: BookState, order: BookOrder, size: bigint, remaining: bigint): void {
  if (order.onBook) state.sideOf(order.side).setRemaining(order, remaining);
  else order.remaining = remaining;
  order.size = size;
}

function amendPegged(
  state: BookState,
  order: BookOrder,
  a: OrderAmendment,
  size: bigint,
  remaining: bigint,
): void {
  const sizeIncrease = size > order.size;
  const peg = amendedPeg(order, a);
  order.peggedOrder = peg;
  const price =
    peg === null || state.inAuction
      ? undefined
      : pegPrice(order.side, peg, state.staticReferences());
  if (price === undefined) {
    state.park(order);
    resize(state, order, size, remaining);
    return;
  }
  if (order.onBook && price === order.price && !sizeIncrease) {
    resize(state, order, size, remaining);
    return;
  }
  if (order.onBook) state.sideOf(order.side).remove(order);
  resize(state, order, size, remaining);
  order.price = price;
  state.rest(order);
}
