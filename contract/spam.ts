import { z } from 'zod/mini';
import { uintString } from './primitives.ts';

/**
 * Core spam statistics (spec §2.8, reference §3.3). `bannedUntil` is a Unix-ns string, omitted
 * when the party is not banned (proto3 `optional`).
 */

/** Counter block of proposals, delegations, transfers, nodeAnnouncements, issueSignatures. */
export const spamStatisticSchema = z.object({
  countForEpoch: uintString,
  maxForEpoch: uintString,
  bannedUntil: z.optional(z.string()),
  minTokensRequired: uintString,
});
export type SpamStatistic = z.infer<typeof spamStatisticSchema>;

export const voteSpamStatisticsSchema = z.object({
  statistics: z.array(
    z.object({ proposal: z.string(), countForEpoch: uintString, minTokensRequired: uintString }),
  ),
  maxForEpoch: uintString,
  bannedUntil: z.optional(z.string()),
});

export const powBlockStateSchema = z.object({
  blockHeight: uintString,
  blockHash: z.string(),
  transactionsSeen: uintString,
  expectedDifficulty: z.optional(uintString),
  hashFunction: z.string(),
  difficulty: uintString,
  txPerBlock: uintString,
  increasingDifficulty: z.boolean(),
});

export const powStatisticSchema = z.object({
  blockStates: z.array(powBlockStateSchema),
  bannedUntil: z.optional(z.string()),
  numberOfPastBlocks: uintString,
});

export const spamStatisticsSchema = z.object({
  proposals: spamStatisticSchema,
  delegations: spamStatisticSchema,
  transfers: spamStatisticSchema,
  nodeAnnouncements: spamStatisticSchema,
  votes: voteSpamStatisticsSchema,
  pow: powStatisticSchema,
  issueSignatures: spamStatisticSchema,
  epochSeq: uintString,
});
export type SpamStatistics = z.infer<typeof spamStatisticsSchema>;

/** Core `GET /statistics/spam/{partyId}` */
export const spamStatisticsResponseSchema = z.object({
  chainId: z.string(),
  statistics: spamStatisticsSchema,
});
export type SpamStatisticsResponse = z.infer<typeof spamStatisticsResponseSchema>;
