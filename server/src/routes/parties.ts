import type { FastifyInstance } from 'fastify';
import { partiesResponseSchema, partyResponseSchema } from '#contract/party.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, path, query } from '../http/route-params.ts';
import { getParty, listParties } from '../store/parties.ts';
import { TradingDetailCode } from './trading-params.ts';

const tags = ['Parties'];

/** `GET /api/v2/parties` and `GET /api/v2/party/{partyId}` (spec §4.10, reference §3.1). */
export async function partyRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/parties',
    {
      summary: 'List parties',
      tags,
      query: { partyId: query.id('party'), pagination },
      response: partiesResponseSchema,
    },
    async ({ query: q }) => ({
      parties: await listParties(app.db, { partyId: q.partyId }, q.pagination),
    }),
  );

  defineRoute(
    app,
    '/api/v2/party/:partyId',
    {
      summary: 'One party',
      tags,
      params: { partyId: path.id('party') },
      response: partyResponseSchema,
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
