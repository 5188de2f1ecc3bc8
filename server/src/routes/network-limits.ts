import type { FastifyInstance } from 'fastify';
import {
  checkpointsResponseSchema,
  networkLimitsResponseSchema,
} from '#contract/network-limits.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination } from '../http/route-params.ts';
import { emptyConnection } from '../store/array-page.ts';
import { networkLimits } from '../store/network-limits.ts';

const tags = ['Network'];

/**
 * `GET /api/v2/network/limits` and `GET /api/v2/checkpoints`. The chain writes no checkpoints
 * yet (that lifecycle is later work): the list is empty, with its parameters still checked.
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
    async () => ({ checkpoints: emptyConnection() }),
  );
}
