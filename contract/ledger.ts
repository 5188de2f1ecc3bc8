import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { AccountType, TransferType } from './enums.ts';
import { amountString, timestampNs, uintString } from './primitives.ts';

/** `datanode.api.v2.AggregatedLedgerEntry` of `/api/v2/ledgerentry/history`. */
export const aggregatedLedgerEntrySchema = z.object({
  timestamp: timestampNs,
  quantity: uintString,
  transferType: TransferType.schema,
  assetId: z.optional(z.string()),
  fromAccountType: AccountType.schema,
  toAccountType: AccountType.schema,
  fromAccountPartyId: z.optional(z.string()),
  toAccountPartyId: z.optional(z.string()),
  fromAccountMarketId: z.optional(z.string()),
  toAccountMarketId: z.optional(z.string()),
  fromAccountBalance: uintString,
  toAccountBalance: uintString,
});
export type AggregatedLedgerEntry = z.infer<typeof aggregatedLedgerEntrySchema>;

/** `GET /api/v2/ledgerentry/history` */
export const ledgerEntriesResponseSchema = z.object({
  ledgerEntries: connectionSchema(aggregatedLedgerEntrySchema),
});

/**
 * `vega.AccountDetails` (spec §2.10 "Account"). On the wire of the ledger-movements stream
 * `type` is an integer; decode stream payloads with stream-decode.ts to get the name.
 */
export const accountDetailsSchema = z.object({
  assetId: z.string(),
  type: AccountType.schema,
  /** Present for party-owned accounts. */
  owner: z.optional(z.string()),
  /** Present for market-owned accounts. */
  marketId: z.optional(z.string()),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** `vega.LedgerEntry` */
export const ledgerEntrySchema = z.object({
  fromAccount: accountDetailsSchema,
  toAccount: accountDetailsSchema,
  amount: amountString,
  type: TransferType.schema,
  timestamp: timestampNs,
  fromAccountBalance: amountString,
  toAccountBalance: amountString,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `vega.LedgerMovement`: payload of `/api/v2/stream/ledger/movements` (spec §2.10). */
export const ledgerMovementSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  balances: z.array(z.object({ account: accountDetailsSchema, balance: amountString })),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;
