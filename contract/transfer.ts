import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { AccountType, DispatchMetric, TransferStatus } from './enums.ts';
import { timestampNs, uintString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/** `vega.DispatchStrategy` (recurring transfers to reward accounts). */
export const dispatchStrategySchema = z.object({
  assetForMetric: z.string(),
  metric: DispatchMetric.schema,
  markets: z.array(z.string()),
});
export type DispatchStrategy = z.infer<typeof dispatchStrategySchema>;

/** One-off transfer: delivered at `deliverOn` (Unix ns; "0" = now). */
export const oneOffTransferSchema = z.object({ deliverOn: timestampNs });

/** Recurring transfer; `endEpoch` is proto3 `optional` (absent = forever). */
export const recurringTransferSchema = z.object({
  startEpoch: uintString,
  endEpoch: z.optional(uintString),
  factor: decimalString,
  dispatchStrategy: z.optional(z.nullable(dispatchStrategySchema)),
});
export type RecurringTransfer = z.infer<typeof recurringTransferSchema>;

/** `vega.events.v1.Transfer`: node of `GET /api/v2/transfers`. `kind` oneof: oneOff | recurring. */
export const transferSchema = z.object({
  id: z.string(),
  from: z.string(),
  fromAccountType: AccountType.schema,
  to: z.string(),
  toAccountType: AccountType.schema,
  asset: z.string(),
  amount: uintString,
  reference: z.string(),
  status: TransferStatus.schema,
  timestamp: timestampNs,
  /** proto3 `optional`: why the transfer was rejected or stopped. */
  reason: z.optional(z.string()),
  oneOff: z.optional(oneOffTransferSchema),
  recurring: z.optional(recurringTransferSchema),
});
export type Transfer = z.infer<typeof transferSchema>;

/** `GET /api/v2/transfers` */
export const transfersResponseSchema = z.object({ transfers: connectionSchema(transferSchema) });
