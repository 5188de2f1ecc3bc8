import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/parties.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { getParty, listParties } from '../store/parties.ts';
import { TradingDetailCode } from './trading-params.ts';

const tags = ['Parties'];

/** `GET /api/v2/parties` and `GET /api/v2/party/{partyId}` (spec §4.10, reference §3.1). */
export async function partyRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.parties,
    {
      summary: 'List parties',
      tags,
    },
    async ({ query: q }) => ({
      parties: await listParties(app.db, { partyId: q.partyId }, q.pagination),
    }),
  );

  defineRoute(
    app,
    endpoints.party,
    {
      summary: 'One party',
      tags,
      errors: [404],
    },
    async ({ params: { partyId: id } }) => {
      const party = await getParty(app.db, id);
      if (!party) {
        throw notFound(TradingDetailCode.PARTY_NOT_FOUND, 'party not found', `partyID: ${id}`);
      }
      return { party };
    },
  );
}
