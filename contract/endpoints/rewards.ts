import {
  epochRewardSummariesResponseSchema,
  rewardSummariesResponseSchema,
  rewardsResponseSchema,
} from '../reward.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/** Rewards paid to parties, their totals, and the totals per epoch (reference swagger). */
export const rewards = endpoint({
  name: 'rewards',
  path: '/api/v2/rewards',
  query: {
    partyId: param.id('party'),
    assetId: param.id('asset'),
    fromEpoch: param.seq(),
    toEpoch: param.seq(),
    pagination,
  },
  response: rewardsResponseSchema,
  list: 'rewards',
});

/** The reference takes pagination here but answers a plain list: the parameters are checked. */
export const rewardSummaries = endpoint({
  name: 'rewardSummaries',
  path: '/api/v2/rewards/summaries',
  query: { pagination, partyId: param.id('party'), assetId: param.id('asset') },
  response: rewardSummariesResponseSchema,
});

export const epochRewardSummaries = endpoint({
  name: 'epochRewardSummaries',
  path: '/api/v2/rewards/epoch/summaries',
  query: {
    'filter.assetIds': param.ids('asset'),
    'filter.marketIds': param.ids('market'),
    'filter.fromEpoch': param.seq(),
    'filter.toEpoch': param.seq(),
    pagination,
  },
  response: epochRewardSummariesResponseSchema,
  list: 'summaries',
});
