import type { FastifyInstance } from 'fastify';
import { marginLevelsResponseSchema } from '#contract/margin.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, query } from '../http/route-params.ts';
import { listMarginLevels } from '../store/margin-levels.ts';

/**
 * `GET /api/v2/margin/levels` (swagger ListMarginLevels): `partyId`, `marketId`, pagination;
 * no filter lists every party's levels on every market.
 */
export async function marginLevelRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/margin/levels',
    {
      summary: "Parties' margin levels",
      tags: ['Accounts and positions'],
      query: { partyId: query.id('party'), marketId: query.id('market'), pagination },
      response: marginLevelsResponseSchema,
    },
    async ({ query: { partyId, marketId, pagination: page } }) => ({
      marginLevels: await listMarginLevels(app.db, { partyId, marketId }, page),
    }),
  );
}
