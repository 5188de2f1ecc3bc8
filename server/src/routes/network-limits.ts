import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { networkLimits } from '../store/network-limits.ts';
import { listCheckpoints } from '../store/snapshots.ts';

/**
 * `GET /api/v2/network/limits` and `GET /api/v2/checkpoints` (the checkpoints the chain took
 * every `network.checkpoint.timeElapsedBetweenCheckpoints`, newest first).
 */
export async function networkLimitRoutes(app: FastifyInstance) {
  app.get('/api/v2/network/limits', async () => ({ limits: await networkLimits(app.db) }));

  app.get('/api/v2/checkpoints', async (request) => {
    const page = readPagination(new QueryReader(request.query as Record<string, string>));
    return { checkpoints: await listCheckpoints(app.db, page) };
  });
}
