import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { WithdrawalStatus } from './enums.ts';
import { idSchema, timestampNs, uintString } from './primitives.ts';

/** `vega.WithdrawExt`: oneof erc20 (also the `ext` of a withdraw command). */
export const withdrawExtSchema = z.object({
  erc20: z.optional(z.object({ receiverAddress: z.string() })),
});
export type WithdrawExt = z.infer<typeof withdrawExtSchema>;

/** Withdrawal record (reference §3.2 `vega.Withdrawal`). */
export const withdrawalSchema = z.object({
  id: idSchema,
  partyId: z.string(),
  amount: uintString,
  asset: z.string(),
  status: WithdrawalStatus.schema,
  ref: z.string(),
  txHash: z.string(),
  createdTimestamp: timestampNs,
  withdrawnTimestamp: timestampNs,
  /** null when the withdrawal carries no external-chain details. */
  ext: z.optional(z.nullable(withdrawExtSchema)),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /api/v2/withdrawals` */
export const withdrawalsResponseSchema = z.object({
  withdrawals: connectionSchema(withdrawalSchema),
});
/** `GET /api/v2/withdrawal/{id}` */
export const withdrawalResponseSchema = z.object({ withdrawal: withdrawalSchema });
