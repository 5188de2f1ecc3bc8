import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/positions.ts';
import { defineRoute } from '../http/define-route.ts';
import { listPositions } from '../store/positions.ts';

/** `GET /api/v2/positions` (spec §4.10, reference §3.1). */
export async function positionRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.positions,
    {
      summary: 'List positions',
      description: 'filter.* is the reference form; the older partyId / marketId join the lists.',
      tags: ['Accounts and positions'],
    },
    async ({ query: q }) => {
      const filter = {
        partyIds: [...q['filter.partyIds'], ...q.partyId],
        marketIds: [...q['filter.marketIds'], ...q.marketId],
      };
      return { positions: await listPositions(app.db, filter, q.pagination) };
    },
  );
}
