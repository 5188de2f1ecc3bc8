import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { AccountType } from './enums.ts';
import { amountString } from './primitives.ts';

/** `datanode.api.v2.AccountBalance` (reference §3.2). There is no `id` field. */
export const accountBalanceSchema = z.object({
  /** Party key, or "network" for network-owned accounts. */
  owner: z.string(),
  balance: amountString,
  asset: z.string(),
  /** Empty for accounts that belong to no market (general, global). */
  marketId: z.string(),
  type: AccountType.schema,
});
export type AccountBalance = z.infer<typeof accountBalanceSchema>;

/** `GET /api/v2/accounts` */
export const accountsResponseSchema = z.object({
  accounts: connectionSchema(accountBalanceSchema),
});
