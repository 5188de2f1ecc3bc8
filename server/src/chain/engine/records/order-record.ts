import type { Order } from '#contract/order.ts';
import type { OrderRecord } from '../matching/types.ts';

/** The engine's order (bigints) as the API's Order record (REST encoding). */
export function toOrderRecord(o: OrderRecord, marketId: string): Order {
  return {
    id: o.id,
    marketId,
    partyId: o.partyId,
    side: o.side,
    price: o.price.toString(),
    size: o.size.toString(),
    remaining: o.remaining.toString(),
    timeInForce: o.timeInForce,
    type: o.type,
    createdAt: o.createdAt.toString(),
    status: o.status,
    expiresAt: o.expiresAt.toString(),
    reference: o.reference,
    ...(o.reason ? { reason: o.reason } : {}),
    updatedAt: o.updatedAt.toString(),
    version: o.version.toString(),
    batchId: o.batchId.toString(),
    peggedOrder: o.peggedOrder
      ? { reference: o.peggedOrder.reference, offset: o.peggedOrder.offset.toString() }
      : null,
    liquidityProvisionId: o.liquidityProvisionId,
    postOnly: o.postOnly,
    reduceOnly: o.reduceOnly,
  };
}
