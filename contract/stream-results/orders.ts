import { z } from 'zod/mini';
import { orderSchema } from '../order.ts';

/** Orders: snapshot pages (the last has lastPage), then updates. */
export const ordersStreamResultSchema = z.object({
  snapshot: z.optional(z.object({ orders: z.array(orderSchema), lastPage: z.boolean() })),
  updates: z.optional(z.object({ orders: z.array(orderSchema) })),
});
export const ordersStream = {
  path: '/api/v2/stream/orders',
  result: ordersStreamResultSchema,
} as const;
