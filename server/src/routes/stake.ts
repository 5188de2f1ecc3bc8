import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/stake.ts';
import { defineRoute } from '../http/define-route.ts';
import { getStake, listDelegations } from '../store/stake.ts';

const tags = ['Validators and staking'];

/** `GET /api/v2/delegations` and `GET /api/v2/parties/{partyId}/stake` (reference swagger). */
export async function stakeRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.delegations,
    {
      summary: 'Delegations to validators, per epoch',
      tags,
    },
    async ({ query: { partyId, nodeId, epochId, pagination: page } }) => ({
      delegations: await listDelegations(app.db, { partyId, nodeId, epochId }, page),
    }),
  );

  // A party the chain never saw has associated nothing: "0" and no linkings, as the reference.
  defineRoute(
    app,
    endpoints.partyStake,
    {
      summary: "A party's stake and its linkings",
      tags,
    },
    async ({ params, query: q }) => getStake(app.db, params.partyId, q.pagination),
  );
}
