import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listSnapshots } from '../store/snapshots.ts';

/** `GET /api/v2/snapshots` (spec §4.9): core snapshots, one every `snapshot.interval.length` blocks. */
export async function snapshotRoutes(app: FastifyInstance) {
  app.get('/api/v2/snapshots', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    return { coreSnapshots: await listSnapshots(app.db, readPagination(q)) };
  });
}
