import { z } from 'zod/mini';

/**
 * Scalars that primitives.ts does not cover (spec §0.2 of the reference):
 * decimals carried as strings, and 32-bit integers carried as JSON numbers.
 */

/** A decimal number as a string: "0.0002", "-1.5", "1e-8" (fee factors, scores, shares). */
export const decimalString = z
  .string()
  .check(z.regex(/^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/, 'expected a decimal string'));

/** int32 / uint32 fields travel as JSON numbers. */
export const int32Number = z.int();
export const uint32Number = z.int().check(z.nonnegative());

/**
 * A 32-bit count that one source types as a 64-bit integer (and so a string): read both, keep a
 * number. Used where the spec and the reference disagree (`RankingScore.votingPower`).
 */
export const lenientUint32 = z.union([
  uint32Number,
  z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.transform(Number)),
]);

/** Base64 of protobuf `bytes` fields (`nodeSignature.sig`, `oracleDataSubmission.payload`). */
export const bytesString = z.string();
