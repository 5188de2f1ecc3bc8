import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { emptyConnection } from '../store/array-page.ts';
import { networkLimits } from '../store/network-limits.ts';

/**
 * `GET /api/v2/network/limits` and `GET /api/v2/checkpoints`. The chain writes no checkpoints
 * yet (that lifecycle is later work): the list is empty, with its parameters still checked.
 */
export async function networkLimitRoutes(app: FastifyInstance) {
  app.get('/api/v2/network/limits', async () => ({ limits: await networkLimits(app.db) }));

  app.get('/api/v2/checkpoints', async (request) => {
    readPagination(new QueryReader(request.query as Record<string, string>));
    return { checkpoints: emptyConnection() };
  });
}
