import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listEpochRewardSummaries, listRewards, listRewardSummaries } from '../store/rewards.ts';

/** `GET /api/v2/rewards`, `/rewards/summaries`, `/rewards/epoch/summaries` (reference swagger). */
export async function rewardRoutes(app: FastifyInstance) {
  app.get('/api/v2/rewards', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = {
      partyId: q.id('partyId'),
      assetId: q.id('assetId'),
      fromEpoch: q.int64Seq('fromEpoch'),
      toEpoch: q.int64Seq('toEpoch'),
    };
    return { rewards: await listRewards(app.db, filter, readPagination(q)) };
  });

  // The reference takes pagination here but answers a plain list: the parameters are checked.
  app.get('/api/v2/rewards/summaries', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    readPagination(q);
    const filter = { partyId: q.id('partyId'), assetId: q.id('assetId') };
    return { summaries: await listRewardSummaries(app.db, filter) };
  });

  app.get('/api/v2/rewards/epoch/summaries', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = {
      assetIds: q.ids('filter.assetIds'),
      marketIds: q.ids('filter.marketIds'),
      fromEpoch: q.int64Seq('filter.fromEpoch'),
      toEpoch: q.int64Seq('filter.toEpoch'),
    };
    return { summaries: await listEpochRewardSummaries(app.db, filter, readPagination(q)) };
  });
}
