import type { FastifyInstance } from 'fastify';
import {
  epochRewardSummariesResponseSchema,
  rewardSummariesResponseSchema,
  rewardsResponseSchema,
} from '#contract/reward.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, query } from '../http/route-params.ts';
import { listEpochRewardSummaries, listRewards, listRewardSummaries } from '../store/rewards.ts';

const tags = ['Rewards'];

/** `GET /api/v2/rewards`, `/rewards/summaries`, `/rewards/epoch/summaries` (reference swagger). */
export async function rewardRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/rewards',
    {
      summary: 'Rewards paid to parties',
      tags,
      query: {
        partyId: query.id('party'),
        assetId: query.id('asset'),
        fromEpoch: query.seq(),
        toEpoch: query.seq(),
        pagination,
      },
      response: rewardsResponseSchema,
    },
    async ({ query: { pagination: page, ...filter } }) => ({
      rewards: await listRewards(app.db, filter, page),
    }),
  );

  // The reference takes pagination here but answers a plain list: the parameters are checked.
  defineRoute(
    app,
    '/api/v2/rewards/summaries',
    {
      summary: "Parties' reward totals per asset",
      tags,
      query: { pagination, partyId: query.id('party'), assetId: query.id('asset') },
      response: rewardSummariesResponseSchema,
    },
    async ({ query: { partyId, assetId } }) => ({
      summaries: await listRewardSummaries(app.db, { partyId, assetId }),
    }),
  );

  defineRoute(
    app,
    '/api/v2/rewards/epoch/summaries',
    {
      summary: 'Reward totals per epoch',
      tags,
      query: {
        'filter.assetIds': query.ids('asset'),
        'filter.marketIds': query.ids('market'),
        'filter.fromEpoch': query.seq(),
        'filter.toEpoch': query.seq(),
        pagination,
      },
      response: epochRewardSummariesResponseSchema,
    },
    async ({ query: q }) => {
      const filter = {
        assetIds: q['filter.assetIds'],
        marketIds: q['filter.marketIds'],
        fromEpoch: q['filter.fromEpoch'],
        toEpoch: q['filter.toEpoch'],
      };
      return { summaries: await listEpochRewardSummaries(app.db, filter, q.pagination) };
    },
  );
}
