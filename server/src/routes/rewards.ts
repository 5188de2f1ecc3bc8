import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/rewards.ts';
import { defineRoute } from '../http/define-route.ts';
import { listEpochRewardSummaries, listRewards, listRewardSummaries } from '../store/rewards.ts';

const tags = ['Rewards'];

/** `GET /api/v2/rewards`, `/rewards/summaries`, `/rewards/epoch/summaries` (reference swagger). */
export async function rewardRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.rewards,
    {
      summary: 'Rewards paid to parties',
      tags,
    },
    async ({ query: { pagination: page, ...filter } }) => ({
      rewards: await listRewards(app.db, filter, page),
    }),
  );

  // The reference takes pagination here but answers a plain list: the parameters are checked.
  defineRoute(
    app,
    endpoints.rewardSummaries,
    {
      summary: "Parties' reward totals per asset",
      tags,
    },
    async ({ query: { partyId, assetId } }) => ({
      summaries: await listRewardSummaries(app.db, { partyId, assetId }),
    }),
  );

  defineRoute(
    app,
    endpoints.epochRewardSummaries,
    {
      summary: 'Reward totals per epoch',
      tags,
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
