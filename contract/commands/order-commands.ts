import { z } from 'zod/mini';
import { OrderType, PeggedReference, Side, TimeInForce } from '../enums.ts';
import { peggedOrderSchema } from '../pegged-order.ts';
import { intString, uintString } from '../primitives.ts';

/**
 * Market instructions (spec §2.9). Fields that are proto `string`s keep whatever the submitter
 * sent (e.g. `price` is "" for market orders); 64-bit fields are decimal strings.
 */

/** `orderSubmission` */
export const orderSubmissionSchema = z.object({
  marketId: z.string(),
  price: z.string(),
  size: uintString,
  side: Side.schema,
  timeInForce: TimeInForce.schema,
  /** Unix ns; "0" unless GTT. */
  expiresAt: intString,
  type: OrderType.schema,
  reference: z.string(),
  /** null unless the order is pegged. */
  peggedOrder: z.optional(z.nullable(peggedOrderSchema)),
  postOnly: z.boolean(),
  reduceOnly: z.boolean(),
});
export type OrderSubmission = z.infer<typeof orderSubmissionSchema>;

/** `orderCancellation`: an empty orderId cancels all the party's orders (on marketId if set). */
export const orderCancellationSchema = z.object({
  orderId: z.string(),
  marketId: z.string(),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

/** `orderAmendment`: `price` and `expiresAt` are proto3 `optional` (absent = unchanged). */
export const orderAmendmentSchema = z.object({
  orderId: z.string(),
  marketId: z.string(),
  price: z.optional(z.string()),
  sizeDelta: intString,
  expiresAt: z.optional(intString),
  timeInForce: TimeInForce.schema,
  peggedOffset: z.string(),
  peggedReference: PeggedReference.schema,
});
export type OrderAmendment = z.infer<typeof orderAmendmentSchema>;

/** `batchMarketInstructions`: executed as cancellations, then amendments, then submissions. */
export const batchMarketInstructionsSchema = z.object({
  cancellations: z.array(orderCancellationSchema),
  amendments: z.array(orderAmendmentSchema),
  submissions: z.array(orderSubmissionSchema),
});
export type BatchMarketInstructions = z.infer<typeof batchMarketInstructionsSchema>;
