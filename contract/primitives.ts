import { z } from 'zod/mini';

/** IDs (parties, markets, orders, assets, proposals...) are 64 lowercase hex characters. */
export const ID_PATTERN = /^[0-9a-f]{64}$/;
export const idSchema = z.string().check(z.regex(ID_PATTERN));

/** 64-bit integers, amounts and prices travel as decimal strings (spec §0.2). */
export const uintString = z.string().check(z.regex(/^\d+$/));
export const intString = z.string().check(z.regex(/^-?\d+$/));
/**
 * An amount or balance that the reference types as a protobuf `string` holding an integer
 * (`LedgerEntry.amount`, `PostTransferBalance.balance`, `Account.balance`), unlike uint64
 * fields that JSON also carries as strings: in jsonpb only "" is such a field's default, so a
 * stream writes "0" (stream-decode.ts tells the two apart by this schema).
 */
export const amountString = z.string().check(z.regex(/^\d+$/));
/** Unix nanoseconds as a decimal string; "0" means unset. */
export const timestampNs = uintString;
