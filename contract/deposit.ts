import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { DepositStatus } from './enums.ts';
import { idSchema, timestampNs, uintString } from './primitives.ts';

/** Deposit record (reference §3.2 `vega.Deposit`). */
export const depositSchema = z.object({
  id: idSchema,
  status: DepositStatus.schema,
  partyId: z.string(),
  asset: z.string(),
  amount: uintString,
  txHash: z.string(),
  creditedTimestamp: timestampNs,
  createdTimestamp: timestampNs,
});
export type Deposit = z.infer<typeof depositSchema>;

/** `GET /api/v2/deposits` */
export const depositsResponseSchema = z.object({ deposits: connectionSchema(depositSchema) });
/** `GET /api/v2/deposit/{id}` */
export const depositResponseSchema = z.object({ deposit: depositSchema });
