import type { FastifyInstance } from 'fastify';
import { delegationsResponseSchema, stakeResponseSchema } from '#contract/stake.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, path, query } from '../http/route-params.ts';
import { getStake, listDelegations } from '../store/stake.ts';

const tags = ['Validators and staking'];

/** `GET /api/v2/delegations` and `GET /api/v2/parties/{partyId}/stake` (reference swagger). */
export async function stakeRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/delegations',
    {
      summary: 'Delegations to validators, per epoch',
      tags,
      query: {
        partyId: query.id('party'),
        nodeId: query.id('node'),
        epochId: query.seq(),
        pagination,
      },
      response: delegationsResponseSchema,
    },
    async ({ query: { partyId, nodeId, epochId, pagination: page } }) => ({
      delegations: await listDelegations(app.db, { partyId, nodeId, epochId }, page),
    }),
  );

  // A party the chain never saw has associated nothing: "0" and no linkings, as the reference.
  defineRoute(
    app,
    '/api/v2/parties/:partyId/stake',
    {
      summary: "A party's stake and its linkings",
      tags,
      params: { partyId: path.id('party') },
      query: { pagination },
      response: stakeResponseSchema,
    },
    async ({ params, query: q }) => getStake(app.db, params.partyId, q.pagination),
  );
}
