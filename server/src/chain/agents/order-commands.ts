import type {
  OrderAmendment,
  OrderCancellation,
  OrderSubmission,
} from '#contract/commands/order-commands.ts';
import type { OrderRecord, TimeInForceName, TradingSide } from '../engine/matching/types.ts';

export function limitOrder(
  marketId: string,
  side: TradingSide,
  price: bigint,
  size: bigint,
  timeInForce: TimeInForceName,
  extra: Partial<OrderSubmission> = {},
): OrderSubmission {
  return {
    marketId,
    price: price.toString(),
    size: size.toString(),
    side,
    timeInForce,
    expiresAt: '0',
    type: 'TYPE_LIMIT',
    reference: '',
    peggedOrder: null,
    postOnly: false,
    reduceOnly: false,
    ...extra,
  };
}

export function cancellation(order: Pick<OrderRecord, 'id'>, marketId: string): OrderCancellation {
  return { orderId: order.id, marketId };
}

export function amendment(
  order: Pick<OrderRecord, 'id'>,
  marketId: string,
  change: { price?: bigint; sizeDelta?: bigint },
): OrderAmendment {
  return {
    orderId: order.id,
    marketId,
    // Absent price = unchanged (proto3 optional).
    ...(change.price === undefined ? {} : { price: change.price.toString() }),
    sizeDelta: (change.sizeDelta ?? 0n).toString(),
    timeInForce: 'TIME_IN_FORCE_UNSPECIFIED',
    peggedOffset: '0',
    peggedReference: 'PEGGED_REFERENCE_UNSPECIFIED',
  };
}
