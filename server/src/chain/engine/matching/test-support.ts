// Builders shared by the matching tests.
import { OrderBook } from './order-book.ts';
import type {
  MatchContext,
  OrderSubmission,
  PeggedReferenceName,
  TimeInForceName,
  TradingMode,
} from './types.ts';

export const T0 = 1_700_000_000_000_000_000n;
export const SECOND = 1_000_000_000n;

/** A context with trade ids t1, t2, ... and optional open positions. */
export function ctxAt(now: bigint = T0, positions: Record<string, bigint> = {}): MatchContext {
  let n = 0;
  return {
    now,
    nextTradeId: () => `t${++n}`,
    positionOf: (party) => positions[party] ?? 0n,
  };
}

export function newBook(mode: TradingMode = 'continuous', tickSize?: bigint): OrderBook {
  return new OrderBook({ marketId: 'm1', tradingMode: mode, tickSize });
}

type Short = 'BUY' | 'SELL';
const TIF: Record<string, TimeInForceName> = {
  GTC: 'TIME_IN_FORCE_GTC',
  GTT: 'TIME_IN_FORCE_GTT',
  IOC: 'TIME_IN_FORCE_IOC',
  FOK: 'TIME_IN_FORCE_FOK',
  GFA: 'TIME_IN_FORCE_GFA',
  GFN: 'TIME_IN_FORCE_GFN',
};

export function tif(short: keyof typeof TIF): TimeInForceName {
  return TIF[short] as TimeInForceName;
}

export function limit(
  id: string,
  partyId: string,
  side: Short,
  price: bigint,
  size: bigint,
  extra: Partial<OrderSubmission> = {},
): OrderSubmission {
  return {
    id,
    partyId,
    side: side === 'BUY' ? 'SIDE_BUY' : 'SIDE_SELL',
    type: 'TYPE_LIMIT',
    price,
    size,
    timeInForce: 'TIME_IN_FORCE_GTC',
    expiresAt: 0n,
    postOnly: false,
    reduceOnly: false,
    reference: '',
    createdAt: T0,
    ...extra,
  };
}

export function market(
  id: string,
  partyId: string,
  side: Short,
  size: bigint,
  extra: Partial<OrderSubmission> = {},
): OrderSubmission {
  return limit(id, partyId, side, 0n, size, {
    type: 'TYPE_MARKET',
    timeInForce: 'TIME_IN_FORCE_IOC',
    ...extra,
  });
}

export function pegged(
  id: string,
  partyId: string,
  side: Short,
  reference: 'MID' | 'BEST_BID' | 'BEST_ASK',
  offset: bigint,
  size: bigint,
  extra: Partial<OrderSubmission> = {},
): OrderSubmission {
  const ref = `PEGGED_REFERENCE_${reference}` as PeggedReferenceName;
  return limit(id, partyId, side, 0n, size, { peggedOrder: { reference: ref, offset }, ...extra });
}
