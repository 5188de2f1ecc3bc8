import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listPositions } from '../store/positions.ts';

/** `GET /api/v2/positions` (spec §4.10, reference §3.1). */
export async function positionRoutes(app: FastifyInstance) {
  app.get('/api/v2/positions', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    // filter.* is the reference's form; the older single partyId/marketId are read as well
    // and join the lists.
    const filter = {
      partyIds: [...q.ids('filter.partyIds'), ...q.ids('partyId')],
      marketIds: [...q.ids('filter.marketIds'), ...q.ids('marketId')],
    };
    const positions = await listPositions(app.db, filter, readPagination(q));
    return { positions };
  });
}
