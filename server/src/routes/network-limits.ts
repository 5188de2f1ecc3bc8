import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/network-limits.ts';
import { defineRoute } from '../http/define-route.ts';
import { networkLimits } from '../store/network-limits.ts';
import { listCheckpoints } from '../store/snapshots.ts';

const tags = ['Network'];

/**
 * `GET /api/v2/network/limits` and `GET /api/v2/checkpoints` (the checkpoints the chain took
 * every `network.checkpoint.timeElapsedBetweenCheckpoints`, newest first).
 */
export async function networkLimitRoutes(app: FastifyInstance) {
  defineRoute(app, endpoints.networkLimits, { summary: 'Network limits', tags }, async () => ({
    limits: await networkLimits(app.db),
  }));

  defineRoute(
    app,
    endpoints.checkpoints,
    {
      summary: 'Checkpoints',
      tags,
    },
    async ({ query }) => ({ checkpoints: await listCheckpoints(app.db, query.pagination) }),
  );
}
