// Order checks that run before matching (network doc D1 "Validation before matching", D3, D4).
// Each returns the OrderError name of the first failed rule, or undefined when the order passes.
import type {
  BookOrder,
  OrderAmendment,
  OrderErrorName,
  OrderSubmission,
  OrderTypeName,
  PeggedOrderSpec,
  TimeInForceName,
  TradingSide,
} from './types.ts';

export interface SubmissionRules {
  readonly inAuction: boolean;
  readonly tickSize: bigint;
  isLive(orderId: string): boolean;
}

const GTC: TimeInForceName = 'TIME_IN_FORCE_GTC';
const GTT: TimeInForceName = 'TIME_IN_FORCE_GTT';

function isImmediate(tif: TimeInForceName): boolean {
  return tif === 'TIME_IN_FORCE_IOC' || tif === 'TIME_IN_FORCE_FOK';
}

function isSessionBound(tif: TimeInForceName): boolean {
  return tif === 'TIME_IN_FORCE_GFA' || tif === 'TIME_IN_FORCE_GFN';
}

// v0.71 has no dedicated price error: a price the order type cannot carry counts as a bad type.
const BAD_PRICE: OrderErrorName = 'ORDER_ERROR_INVALID_TYPE';

function onTick(value: bigint, tickSize: bigint): boolean {
  return value % tickSize === 0n;
}

export function validateSubmission(
  o: OrderSubmission,
  rules: SubmissionRules,
): OrderErrorName | undefined {
  if (o.id === '' || rules.isLive(o.id)) return 'ORDER_ERROR_INVALID_ORDER_ID';
  if (o.partyId === '') return 'ORDER_ERROR_INVALID_PARTY_ID';
  if (o.type === 'TYPE_UNSPECIFIED') return 'ORDER_ERROR_INVALID_TYPE';
  if (o.timeInForce === 'TIME_IN_FORCE_UNSPECIFIED') return 'ORDER_ERROR_INVALID_TIME_IN_FORCE';
  if (o.size <= 0n) return 'ORDER_ERROR_INVALID_SIZE';
  return (
    checkExpiry(o) ??
    checkFlags(o) ??
    (o.peggedOrder
      ? checkPegged(o.side, o.type, o.timeInForce, o.peggedOrder, rules.tickSize)
      : checkTypeAndPrice(o, rules.tickSize)) ??
    checkTradingMode(o.timeInForce, rules.inAuction)
  );
}

function checkExpiry(o: OrderSubmission): OrderErrorName | undefined {
  if (o.timeInForce === GTT) {
    if (o.expiresAt <= 0n || o.expiresAt < o.createdAt) {
      return 'ORDER_ERROR_INVALID_EXPIRATION_DATETIME';
    }
    return undefined;
  }
  if (o.expiresAt === 0n) return undefined;
  return o.timeInForce === GTC
    ? 'ORDER_ERROR_CANNOT_HAVE_GTC_AND_EXPIRYAT'
    : 'ORDER_ERROR_INVALID_EXPIRATION_DATETIME';
}

/** Post-only is for resting limit orders, reduce-only for IOC/FOK; never both. */
function checkFlags(o: OrderSubmission): OrderErrorName | undefined {
  if (o.postOnly && o.reduceOnly) return 'ORDER_ERROR_INVALID_PERSISTENCE';
  if (o.postOnly && o.type !== 'TYPE_LIMIT') return 'ORDER_ERROR_INVALID_TYPE';
  if (o.postOnly && isImmediate(o.timeInForce)) return 'ORDER_ERROR_INVALID_PERSISTENCE';
  if (o.reduceOnly && !isImmediate(o.timeInForce)) return 'ORDER_ERROR_INVALID_PERSISTENCE';
  return undefined;
}

function checkTypeAndPrice(o: OrderSubmission, tickSize: bigint): OrderErrorName | undefined {
  switch (o.type) {
    case 'TYPE_MARKET':
      return isImmediate(o.timeInForce) ? undefined : 'ORDER_ERROR_INVALID_PERSISTENCE';
    case 'TYPE_NETWORK':
      return o.timeInForce === 'TIME_IN_FORCE_FOK' ? undefined : 'ORDER_ERROR_INVALID_PERSISTENCE';
    default:
      return o.price > 0n && onTick(o.price, tickSize) ? undefined : BAD_PRICE;
  }
}

function checkPegged(
  side: TradingSide,
  type: OrderTypeName,
  tif: TimeInForceName,
  peg: PeggedOrderSpec,
  tickSize: bigint,
): OrderErrorName | undefined {
  if (type !== 'TYPE_LIMIT') return 'ORDER_ERROR_MUST_BE_LIMIT_ORDER';
  if (tif !== GTC && tif !== GTT) return 'ORDER_ERROR_MUST_BE_GTT_OR_GTC';
  return checkPegShape(side, peg, tickSize);
}

export function checkPegShape(
  side: TradingSide,
  peg: PeggedOrderSpec,
  tickSize: bigint,
): OrderErrorName | undefined {
  if (peg.reference === 'PEGGED_REFERENCE_UNSPECIFIED')
    return 'ORDER_ERROR_WITHOUT_REFERENCE_PRICE';
  if (side === 'SIDE_BUY' && peg.reference === 'PEGGED_REFERENCE_BEST_ASK') {
    return 'ORDER_ERROR_BUY_CANNOT_REFERENCE_BEST_ASK_PRICE';
  }
  if (side === 'SIDE_SELL' && peg.reference === 'PEGGED_REFERENCE_BEST_BID') {
    return 'ORDER_ERROR_SELL_CANNOT_REFERENCE_BEST_BID_PRICE';
  }
  if (peg.offset < 0n) return 'ORDER_ERROR_OFFSET_MUST_BE_GREATER_OR_EQUAL_TO_ZERO';
  // a zero offset from the mid could cross the opposite best price once rounded to a tick
  if (peg.reference === 'PEGGED_REFERENCE_MID' && peg.offset === 0n) {
    return 'ORDER_ERROR_OFFSET_MUST_BE_GREATER_THAN_ZERO';
  }
  return onTick(peg.offset, tickSize) ? undefined : BAD_PRICE;
}

function checkTradingMode(tif: TimeInForceName, inAuction: boolean): OrderErrorName | undefined {
  if (!inAuction) {
    return tif === 'TIME_IN_FORCE_GFA'
      ? 'ORDER_ERROR_CANNOT_SEND_GFA_ORDER_DURING_CONTINUOUS_TRADING'
      : undefined;
  }
  switch (tif) {
    case 'TIME_IN_FORCE_GFN':
      return 'ORDER_ERROR_CANNOT_SEND_GFN_ORDER_DURING_AN_AUCTION';
    case 'TIME_IN_FORCE_IOC':
      return 'ORDER_ERROR_CANNOT_SEND_IOC_ORDER_DURING_AUCTION';
    case 'TIME_IN_FORCE_FOK':
      return 'ORDER_ERROR_CANNOT_SEND_FOK_ORDER_DURING_AUCTION';
    default:
      return undefined;
  }
}

/** Effective time in force after an amendment (UNSPECIFIED keeps the current one). */
export function amendedTimeInForce(o: BookOrder, a: OrderAmendment): TimeInForceName {
  const tif = a.timeInForce;
  return tif === undefined || tif === 'TIME_IN_FORCE_UNSPECIFIED' ? o.timeInForce : tif;
}

/** The pegged spec after an amendment, or null for a non-pegged order. */
export function amendedPeg(o: BookOrder, a: OrderAmendment): PeggedOrderSpec | null {
  if (o.peggedOrder === null) return null;
  const ref = a.peggedReference;
  return {
    reference:
      ref === undefined || ref === 'PEGGED_REFERENCE_UNSPECIFIED' ? o.peggedOrder.reference : ref,
    offset: a.peggedOffset ?? o.peggedOrder.offset,
  };
}

export function validateAmendment(
  o: BookOrder,
  a: OrderAmendment,
  tickSize: bigint,
): OrderErrorName | undefined {
  const tifGiven = a.timeInForce !== undefined && a.timeInForce !== 'TIME_IN_FORCE_UNSPECIFIED';
  const refGiven =
    a.peggedReference !== undefined && a.peggedReference !== 'PEGGED_REFERENCE_UNSPECIFIED';
  const pegGiven = refGiven || a.peggedOffset !== undefined;
  const sizeGiven = a.sizeDelta !== undefined && a.sizeDelta !== 0n;
  if (a.price === undefined && !sizeGiven && a.expiresAt === undefined && !tifGiven && !pegGiven) {
    return 'ORDER_ERROR_EDIT_NOT_ALLOWED';
  }
  const tif = amendedTimeInForce(o, a);
  if (tifGiven) {
    if (isImmediate(tif)) return 'ORDER_ERROR_CANNOT_AMEND_TO_FOK_OR_IOC';
    if (isSessionBound(tif) && tif !== o.timeInForce)
      return 'ORDER_ERROR_CANNOT_AMEND_TO_GFA_OR_GFN';
    if (isSessionBound(o.timeInForce) && tif !== o.timeInForce) {
      return 'ORDER_ERROR_CANNOT_AMEND_FROM_GFA_OR_GFN';
    }
    if (tif === GTT && o.timeInForce !== GTT && a.expiresAt === undefined) {
      return 'ORDER_ERROR_CANNOT_AMEND_TO_GTT_WITHOUT_EXPIRYAT';
    }
  }
  if (a.expiresAt !== undefined) {
    if (tif === GTC) return 'ORDER_ERROR_CANNOT_HAVE_GTC_AND_EXPIRYAT';
    if (tif !== GTT) return 'ORDER_ERROR_INVALID_EXPIRATION_DATETIME';
    if (a.expiresAt <= o.createdAt) return 'ORDER_ERROR_EXPIRYAT_BEFORE_CREATEDAT';
  }
  const peg = amendedPeg(o, a);
  if (peg === null) {
    if (pegGiven) return 'ORDER_ERROR_CANNOT_AMEND_PEGGED_ORDER_DETAILS_ON_NON_PEGGED_ORDER';
    if (a.price !== undefined && !(a.price > 0n && onTick(a.price, tickSize))) return BAD_PRICE;
    return undefined;
  }
  if (a.price !== undefined) return 'ORDER_ERROR_UNABLE_TO_AMEND_PRICE_ON_PEGGED_ORDER';
  return checkPegShape(o.side, peg, tickSize);
}
