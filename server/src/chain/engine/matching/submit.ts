// Order submission (network doc D1 matching, D2 status table, D4 pegged entry).
import type { BookState } from './book-state.ts';
import { dryRun, matchAggressive, min, wouldTrade } from './continuous.ts';
import { pegPrice, refreshPegs } from './pegged.ts';
import { Tx, toRecord } from './tx.ts';
import type {
  BookChange,
  BookOrder,
  MatchContext,
  OrderErrorName,
  OrderStatusName,
  OrderSubmission,
} from './types.ts';
import { validateSubmission } from './validate.ts';

function newOrder(state: BookState, s: OrderSubmission): BookOrder {
  const priced = s.type === 'TYPE_LIMIT' && !s.peggedOrder;
  return {
    id: s.id,
    marketId: state.marketId,
    partyId: s.partyId,
    side: s.side,
    price: priced ? s.price : 0n,
    size: s.size,
    remaining: s.size,
    timeInForce: s.timeInForce,
    type: s.type,
    createdAt: s.createdAt,
    status: 'STATUS_ACTIVE',
    expiresAt: s.expiresAt,
    reference: s.reference,
    updatedAt: 0n,
    version: 1n,
    batchId: s.batchId ?? state.batchId,
    peggedOrder: s.peggedOrder ? { ...s.peggedOrder } : null,
    liquidityProvisionId: s.liquidityProvisionId ?? '',
    postOnly: s.postOnly,
    reduceOnly: s.reduceOnly,
    seq: state.nextSeq(),
    onBook: false,
  };
}

function finish(order: BookOrder, status: OrderStatusName, reason?: OrderErrorName): void {
  order.status = status;
  if (reason !== undefined) order.reason = reason;
}

export function submitOrder(state: BookState, s: OrderSubmission, ctx: MatchContext): BookChange {
  const order = newOrder(state, s);
  const tx = new Tx(state.marketId, ctx);
  const done = (): BookChange => {
    refreshPegs(state, tx);
    return { order: toRecord(order), trades: tx.trades, updated: tx.changes(order.id) };
  };

  const invalid = validateSubmission(s, {
    inAuction: state.inAuction,
    tickSize: state.tickSize,
    isLive: (id) => state.live.has(id),
  });
  if (invalid !== undefined) {
    finish(order, 'STATUS_REJECTED', invalid);
    return { order: toRecord(order), trades: [], updated: [] };
  }

  if (order.peggedOrder !== null) {
    const price = state.inAuction
      ? undefined
      : pegPrice(order.side, order.peggedOrder, state.staticReferences());
    state.register(order);
    if (price === undefined) state.park(order);
    else {
      // a peg is priced off static prices on its own side of the spread: it never crosses
      order.price = price;
      state.rest(order);
    }
    return done();
  }

  if (state.inAuction) {
    // only persistent orders get here (IOC/FOK/market are rejected): they wait for the uncross
    state.register(order);
    state.rest(order);
    return done();
  }

  const opposite = state.oppositeOf(order.side);
  if (order.postOnly && wouldTrade(order, opposite)) {
    finish(order, 'STATUS_STOPPED', 'ORDER_ERROR_POST_ONLY_ORDER_WOULD_TRADE');
    return done();
  }

  let maxFill = order.size;
  if (order.reduceOnly) {
    const position = ctx.positionOf?.(order.partyId) ?? 0n;
    const reduces =
      (position > 0n && order.side === 'SIDE_SELL') || (position < 0n && order.side === 'SIDE_BUY');
    const open = position < 0n ? -position : position;
    if (!reduces || (order.timeInForce === 'TIME_IN_FORCE_FOK' && order.size > open)) {
      finish(order, 'STATUS_STOPPED', 'ORDER_ERROR_REDUCE_ONLY_ORDER_WOULD_NOT_REDUCE_POSITION');
      return done();
    }
    // an IOC trades at most down to a flat position; the rest is cancelled as usual for IOC
    maxFill = min(order.size, open);
  }

  if (order.timeInForce === 'TIME_IN_FORCE_FOK') {
    const check = dryRun(order, opposite, order.size);
    if (check.fillable < order.size) {
      finish(order, 'STATUS_STOPPED', check.selfTrade ? 'ORDER_ERROR_SELF_TRADING' : undefined);
      return done();
    }
  }

  const selfTrade = runAggressive(state, tx, order, maxFill);
  settleAggressive(state, order, selfTrade);
  return done();
}

/** Matches an order entering the continuous book; passive fills are recorded on tx. */
export function runAggressive(
  state: BookState,
  tx: Tx,
  order: BookOrder,
  maxFill: bigint,
): boolean {
  return matchAggressive(order, state.oppositeOf(order.side), maxFill, (passive, size, price) => {
    const [buy, sell] = order.side === 'SIDE_BUY' ? [order, passive] : [passive, order];
    tx.trade(buy, sell, price, size, order.side);
    state.lastTradedPrice = price;
    if (passive.remaining === 0n) {
      passive.status = 'STATUS_FILLED';
      state.detach(passive);
    }
    tx.touch(passive);
  });
}

/**
 * Final status of an order after it matched (D2): filled, stopped by self-trade (partially
 * filled or stopped, never resting), IOC/FOK remainder cancelled, or resting as ACTIVE.
 * The order may already be live (an amend re-entering the book) or new.
 */
export function settleAggressive(state: BookState, order: BookOrder, selfTrade: boolean): void {
  const traded = order.remaining < order.size;
  if (order.remaining === 0n) {
    order.status = 'STATUS_FILLED';
  } else if (selfTrade) {
    finish(
      order,
      traded ? 'STATUS_PARTIALLY_FILLED' : 'STATUS_STOPPED',
      'ORDER_ERROR_SELF_TRADING',
    );
  } else if (
    order.timeInForce === 'TIME_IN_FORCE_IOC' ||
    order.timeInForce === 'TIME_IN_FORCE_FOK'
  ) {
    order.status = traded ? 'STATUS_PARTIALLY_FILLED' : 'STATUS_STOPPED';
  } else {
    if (!state.live.has(order.id)) state.register(order);
    state.rest(order);
    return;
  }
  state.detach(order);
}
