import type { FastifyInstance } from 'fastify';
import {
  checkpointsResponseSchema,
  networkLimitsResponseSchema,
} from '#contract/network-limits.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination } from '../http/route-params.ts';
import { networkLimits } from '../store/network-limits.ts';
import { listCheckpoints } from '../store/snapshots.ts';

const tags = ['Network'];

/**
 * `GET /api/v2/network/limits` and `GET /api/v2/checkpoints` (the checkpoints the chain took
 * every `network.checkpoint.timeElapsedBetweenCheckpoints`, newest first).
 */
export async function networkLimitRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/network/limits',
    { summary: 'Network limits', tags, response: networkLimitsResponseSchema },
    async () => ({ limits: await networkLimits(app.db) }),
  );

  defineRoute(
    app,
    '/api/v2/checkpoints',
    {
      summary: 'Checkpoints',
      tags,
      query: { pagination },
      response: checkpointsResponseSchema,
    },
    async ({ query }) => ({ checkpoints: await listCheckpoints(app.db, query.pagination) }),
  );
}
