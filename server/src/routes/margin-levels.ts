import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listMarginLevels } from '../store/margin-levels.ts';

/**
 * `GET /api/v2/margin/levels` (swagger ListMarginLevels): `partyId`, `marketId`, pagination;
 * no filter lists every party's levels on every market.
 */
export async function marginLevelRoutes(app: FastifyInstance) {
  app.get('/api/v2/margin/levels', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = { partyId: q.id('partyId'), marketId: q.id('marketId') };
    const marginLevels = await listMarginLevels(app.db, filter, readPagination(q));
    return { marginLevels };
  });
}
