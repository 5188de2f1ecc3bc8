import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { AccountType } from './enums.ts';
import { amountString, timestampNs } from './primitives.ts';

/** `datanode.api.v2.AggregatedBalance`: an account's balance after it changed. */
export const aggregatedBalanceSchema = z.object({
  timestamp: timestampNs,
  balance: amountString,
  /** proto3 optional: absent for network-owned accounts. */
  partyId: z.optional(z.string()),
  assetId: z.optional(z.string()),
  /** proto3 optional: absent for accounts of no market. */
  marketId: z.optional(z.string()),
  accountType: AccountType.schema,
});
export type AggregatedBalance = z.infer<typeof aggregatedBalanceSchema>;

/** `GET /api/v2/balance/changes` */
export const balanceChangesResponseSchema = z.object({
  balances: connectionSchema(aggregatedBalanceSchema),
});
