import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getParty, listParties } from '../store/parties.ts';
import { TradingDetailCode } from './trading-params.ts';

/** `GET /api/v2/parties` and `GET /api/v2/party/{partyId}` (spec §4.10, reference §3.1). */
export async function partyRoutes(app: FastifyInstance) {
  app.get('/api/v2/parties', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const parties = await listParties(app.db, { partyId: q.id('partyId') }, readPagination(q));
    return { parties };
  });

  app.get<{ Params: { partyId: string } }>('/api/v2/party/:partyId', async (request) => {
    const id = checkId('partyId', request.params.partyId);
    const party = await getParty(app.db, id);
    if (!party) {
      throw notFound(TradingDetailCode.PARTY_NOT_FOUND, 'party not found', `partyID: ${id}`);
    }
    return { party };
  });
}
