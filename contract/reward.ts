import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { amountString, timestampNs, uintString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/** `vega.Reward`: one party's payout of an epoch. */
export const rewardSchema = z.object({
  assetId: z.string(),
  partyId: z.string(),
  epoch: uintString,
  amount: amountString,
  /** Share of the epoch's payout of this asset and type, in percent. */
  percentageOfTotal: decimalString,
  receivedAt: timestampNs,
  marketId: z.string(),
  /** The reward account type the payout came from (`ACCOUNT_TYPE_GLOBAL_REWARD`, …). */
  rewardType: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** `GET /api/v2/rewards` */
export const rewardsResponseSchema = z.object({ rewards: connectionSchema(rewardSchema) });

/** `vega.RewardSummary`: everything a party received in one asset. */
export const rewardSummarySchema = z.object({
  assetId: z.string(),
  partyId: z.string(),
  amount: amountString,
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

/** `GET /api/v2/rewards/summaries`: a plain list, as the reference. */
export const rewardSummariesResponseSchema = z.object({ summaries: z.array(rewardSummarySchema) });

/** `vega.EpochRewardSummary`: everything paid in an epoch per asset, market and reward type. */
export const epochRewardSummarySchema = z.object({
  epoch: uintString,
  assetId: z.string(),
  marketId: z.string(),
  rewardType: z.string(),
  amount: amountString,
});
export type EpochRewardSummary = z.infer<typeof epochRewardSummarySchema>;

/** `GET /api/v2/rewards/epoch/summaries` */
export const epochRewardSummariesResponseSchema = z.object({
  summaries: connectionSchema(epochRewardSummarySchema),
});
