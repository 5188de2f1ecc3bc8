import { z } from 'zod/mini';
import { AccountType } from '../enums.ts';
import { oneOffTransferSchema, recurringTransferSchema } from '../transfer.ts';
import { withdrawExtSchema } from '../withdrawal.ts';

/** `transfer`: kind oneof oneOff | recurring (same shapes as the transfer record). */
export const transferCommandSchema = z.object({
  fromAccountType: AccountType.schema,
  to: z.string(),
  toAccountType: AccountType.schema,
  asset: z.string(),
  amount: z.string(),
  reference: z.string(),
  oneOff: z.optional(oneOffTransferSchema),
  recurring: z.optional(recurringTransferSchema),
});
export type TransferCommand = z.infer<typeof transferCommandSchema>;

/** `cancelTransfer` */
export const cancelTransferSchema = z.object({ transferId: z.string() });
export type CancelTransfer = z.infer<typeof cancelTransferSchema>;

/** `withdrawSubmission`; `ext` is null for assets without an external chain. */
export const withdrawSubmissionSchema = z.object({
  amount: z.string(),
  asset: z.string(),
  ext: z.optional(z.nullable(withdrawExtSchema)),
});
export type WithdrawSubmission = z.infer<typeof withdrawSubmissionSchema>;
