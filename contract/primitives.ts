import { z } from 'zod/mini';

/** IDs (parties, markets, orders, assets, proposals...) are 64 lowercase hex characters. */
export const ID_PATTERN = /^[0-9a-f]{64}$/;
export const idSchema = z.string().check(z.regex(ID_PATTERN));

/** 64-bit integers, amounts and prices travel as decimal strings (spec §0.2). */
export const uintString = z.string().check(z.regex(/^\d+$/));
export const intString = z.string().check(z.regex(/^-?\d+$/));
/** Unix nanoseconds as a decimal string; "0" means unset. */
export const timestampNs = uintString;
