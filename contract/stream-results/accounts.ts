import { z } from 'zod/mini';
import { accountBalanceSchema } from '../account.ts';

/** Accounts: snapshot pages (the last has lastPage), then updates. */
export const accountsStreamResultSchema = z.object({
  snapshot: z.optional(
    z.object({ accounts: z.array(accountBalanceSchema), lastPage: z.boolean() }),
  ),
  updates: z.optional(z.object({ accounts: z.array(accountBalanceSchema) })),
});
export const accountsStream = {
  path: '/api/v2/stream/accounts',
  result: accountsStreamResultSchema,
} as const;
