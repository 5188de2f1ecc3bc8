import { z } from 'zod/mini';
import { PeggedReference } from './enums.ts';
import { uintString } from './primitives.ts';

/**
 * `vega.PeggedOrder`: offset from a reference price, in an Order and in an OrderSubmission. Its
 * own module: a page decoding commands does not carry the order record's enums (its rejection
 * reasons alone are 2 KB).
 */
export const peggedOrderSchema = z.object({
  reference: PeggedReference.schema,
  offset: uintString,
});
export type PeggedOrder = z.infer<typeof peggedOrderSchema>;
