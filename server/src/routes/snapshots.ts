import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/snapshots.ts';
import { defineRoute } from '../http/define-route.ts';
import { listSnapshots } from '../store/snapshots.ts';

/** `GET /api/v2/snapshots` (spec §4.9): core snapshots, one every `snapshot.interval.length` blocks. */
export async function snapshotRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.snapshots,
    {
      summary: 'Core snapshots',
      tags: ['Network'],
    },
    async ({ query }) => ({ coreSnapshots: await listSnapshots(app.db, query.pagination) }),
  );
}
