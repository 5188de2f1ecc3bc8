import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/margin-levels.ts';
import { defineRoute } from '../http/define-route.ts';
import { listMarginLevels } from '../store/margin-levels.ts';

/**
 * `GET /api/v2/margin/levels` (swagger ListMarginLevels): `partyId`, `marketId`, pagination;
 * no filter lists every party's levels on every market.
 */
export async function marginLevelRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.marginLevels,
    {
      summary: "Parties' margin levels",
      tags: ['Accounts and positions'],
    },
    async ({ query: { partyId, marketId, pagination: page } }) => ({
      marginLevels: await listMarginLevels(app.db, { partyId, marketId }, page),
    }),
  );
}
