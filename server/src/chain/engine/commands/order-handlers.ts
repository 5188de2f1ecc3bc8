import type {
  BatchMarketInstructions,
  OrderAmendment,
  OrderCancellation,
  OrderSubmission,
} from '#contract/commands/order-commands.ts';
import { CommandError, failed, invalid, TxCode } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import type {
  CommandResult,
  MatchContext,
  OrderErrorName,
  OrderRecord,
} from '../matching/types.ts';
import { toOrderRecord } from '../records/order-record.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import { partyMarginLevels } from '../trading/margins.ts';
import { settleTrades } from '../trading/settle-trades.ts';
import { tradableMarket } from './markets.ts';

/** "ORDER_ERROR_MARGIN_CHECK_FAILED" → "OrderError: Margin Check Failed", as the network words it. */
const orderError = (reason: OrderErrorName) =>
  `OrderError: ${reason
    .replace(/^ORDER_ERROR_/, '')
    .toLowerCase()
    .replace(
      /(^|_)([a-z])/g,
      (_m, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`,
    )}`;

const parseInt64 = (value: string | undefined, fallback = 0n) => (value ? BigInt(value) : fallback);

function matchContext(ctx: TxContext, market: MarketRuntime): MatchContext {
  return {
    now: ctx.now,
    nextTradeId: () => ctx.ids.next(),
    positionOf: (party) => market.positions.openVolume(party),
  };
}

function recordOrders(ctx: TxContext, market: MarketRuntime, orders: readonly OrderRecord[]) {
  for (const o of orders) {
    ctx.out.recordOrder(toOrderRecord(o, market.id));
    market.marginDirty.add(o.partyId);
  }
}

/** Trades of a continuous-mode call: the aggressor pays fees. */
function afterBookCall(
  ctx: TxContext,
  market: MarketRuntime,
  change: Extract<CommandResult, { ok: true }>,
) {
  recordOrders(ctx, market, [change.order, ...change.updated]);
  settleTrades(ctx.state, market, change.trades, 'continuous', ctx.out);
}

export function submitOrder(ctx: TxContext, cmd: OrderSubmission): void {
  const market = tradableMarket(ctx, cmd.marketId);
  const id = ctx.ids.next();
  const size = BigInt(cmd.size);
  const submission = {
    id,
    partyId: ctx.submitter,
    side: cmd.side === 'SIDE_SELL' ? ('SIDE_SELL' as const) : ('SIDE_BUY' as const),
    type: cmd.type,
    price: parseInt64(cmd.price),
    size,
    timeInForce: cmd.timeInForce,
    expiresAt: parseInt64(cmd.expiresAt),
    postOnly: cmd.postOnly,
    reduceOnly: cmd.reduceOnly,
    peggedOrder: cmd.peggedOrder
      ? { reference: cmd.peggedOrder.reference, offset: BigInt(cmd.peggedOrder.offset) }
      : null,
    reference: cmd.reference,
    createdAt: ctx.now,
  };
  if (!cmd.reduceOnly) {
    const signed = submission.side === 'SIDE_BUY' ? size : -size;
    const levels = partyMarginLevels(market, ctx.submitter, signed);
    const check = ctx.state.collateral.checkOrderMargin(
      ctx.submitter,
      market.id,
      market.settlementAsset,
      levels,
    );
    if (!check.ok) {
      ctx.out.recordOrder(
        rejected(submission, market.id, 'ORDER_ERROR_MARGIN_CHECK_FAILED', market.book.batchId()),
      );
      throw failed(orderError('ORDER_ERROR_MARGIN_CHECK_FAILED'));
    }
  }
  const change = market.book.submit(submission, matchContext(ctx, market));
  afterBookCall(ctx, market, { ok: true, ...change });
  if (change.order.status === 'STATUS_REJECTED' && change.order.reason) {
    throw invalid(orderError(change.order.reason));
  }
}

/** A submission the network refused before it reached the book. */
function rejected(
  s: {
    id: string;
    partyId: string;
    side: 'SIDE_BUY' | 'SIDE_SELL';
    type: OrderSubmission['type'];
    price: bigint;
    size: bigint;
    timeInForce: OrderSubmission['timeInForce'];
    expiresAt: bigint;
    postOnly: boolean;
    reduceOnly: boolean;
    reference: string;
    createdAt: bigint;
    peggedOrder: OrderRecord['peggedOrder'];
  },
  marketId: string,
  reason: OrderErrorName,
  batchId: bigint,
) {
  return toOrderRecord(
    {
      ...s,
      marketId,
      remaining: s.size,
      status: 'STATUS_REJECTED',
      reason,
      updatedAt: 0n,
      version: 1n,
      batchId,
      liquidityProvisionId: '',
    },
    marketId,
  );
}

export function cancelOrder(ctx: TxContext, cmd: OrderCancellation): void {
  if (!cmd.orderId) {
    // No order id: every live order of the party, on one market or on all.
    const markets = cmd.marketId ? [tradableMarket(ctx, cmd.marketId)] : ctx.state.markets;
    for (const market of markets) {
      const events = market.book.cancelAllForParty(ctx.submitter, { now: ctx.now });
      recordOrders(ctx, market, events.orders);
    }
    return;
  }
  const market = tradableMarket(ctx, cmd.marketId);
  const result = market.book.cancel(cmd.orderId, { now: ctx.now }, ctx.submitter);
  if (!result.ok) throw failed(orderError(result.error));
  afterBookCall(ctx, market, result);
}

export function amendOrder(ctx: TxContext, cmd: OrderAmendment): void {
  const market = tradableMarket(ctx, cmd.marketId);
  const result = market.book.amend(
    cmd.orderId,
    {
      partyId: ctx.submitter,
      ...(cmd.price ? { price: BigInt(cmd.price) } : {}),
      ...(cmd.sizeDelta !== '0' ? { sizeDelta: BigInt(cmd.sizeDelta) } : {}),
      ...(cmd.expiresAt ? { expiresAt: BigInt(cmd.expiresAt) } : {}),
      ...(cmd.timeInForce !== 'TIME_IN_FORCE_UNSPECIFIED' ? { timeInForce: cmd.timeInForce } : {}),
      ...(cmd.peggedOffset && cmd.peggedOffset !== '0'
        ? { peggedOffset: BigInt(cmd.peggedOffset) }
        : {}),
      ...(cmd.peggedReference !== 'PEGGED_REFERENCE_UNSPECIFIED'
        ? { peggedReference: cmd.peggedReference }
        : {}),
    },
    matchContext(ctx, market),
  );
  if (!result.ok) throw failed(orderError(result.error));
  afterBookCall(ctx, market, result);
}

/**
 * Cancellations, then amendments, then submissions, each on its own; the transaction reports a
 * partial failure when any instruction failed (the others stand).
 */
export function batchMarketInstructions(ctx: TxContext, cmd: BatchMarketInstructions): void {
  const errors: string[] = [];
  const run = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      errors.push(err.message);
    }
  };
  cmd.cancellations.forEach((c) => run(() => cancelOrder(ctx, c)));
  cmd.amendments.forEach((a) => run(() => amendOrder(ctx, a)));
  cmd.submissions.forEach((s) => run(() => submitOrder(ctx, s)));
  if (errors.length) throw new CommandError(TxCode.PARTIAL_PROCESSING_ERROR, errors.join('; '));
}
