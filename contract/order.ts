import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { OrderError, OrderStatus, OrderType, Side, TimeInForce } from './enums.ts';
import { peggedOrderSchema } from './pegged-order.ts';
import { idSchema, timestampNs, uintString } from './primitives.ts';

/** Order record (spec §2.2, reference §3.2 `vega.Order`). */
export const orderSchema = z.object({
  id: idSchema,
  marketId: z.string(),
  /** A party key, or "network" for network orders. */
  partyId: z.string(),
  side: Side.schema,
  price: uintString,
  size: uintString,
  remaining: uintString,
  timeInForce: TimeInForce.schema,
  type: OrderType.schema,
  createdAt: timestampNs,
  status: OrderStatus.schema,
  /** "0" unless the order is GTT. */
  expiresAt: timestampNs,
  reference: z.string(),
  /** proto3 `optional`: omitted unless the order was rejected or stopped with a reason. */
  reason: z.optional(OrderError.schema),
  updatedAt: timestampNs,
  version: uintString,
  batchId: uintString,
  /** null (REST) or absent (streams) unless the order is pegged. */
  peggedOrder: z.optional(z.nullable(peggedOrderSchema)),
  /** Empty unless the order was created from a liquidity provision shape. */
  liquidityProvisionId: z.string(),
  postOnly: z.boolean(),
  reduceOnly: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/v2/orders`, `GET /api/v2/order/versions/{orderId}` */
export const ordersResponseSchema = z.object({ orders: connectionSchema(orderSchema) });
/** `GET /api/v2/order/{orderId}` */
export const orderResponseSchema = z.object({ order: orderSchema });
