import type { FastifyInstance } from 'fastify';
import { coreSnapshotsResponseSchema } from '#contract/node.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination } from '../http/route-params.ts';
import { listSnapshots } from '../store/snapshots.ts';

/** `GET /api/v2/snapshots` (spec §4.9): core snapshots, one every `snapshot.interval.length` blocks. */
export async function snapshotRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/snapshots',
    {
      summary: 'Core snapshots',
      tags: ['Network'],
      query: { pagination },
      response: coreSnapshotsResponseSchema,
    },
    async ({ query }) => ({ coreSnapshots: await listSnapshots(app.db, query.pagination) }),
  );
}
