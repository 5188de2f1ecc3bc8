import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getStake, listDelegations } from '../store/stake.ts';

/** `GET /api/v2/delegations` and `GET /api/v2/parties/{partyId}/stake` (reference swagger). */
export async function stakeRoutes(app: FastifyInstance) {
  app.get('/api/v2/delegations', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = {
      partyId: q.id('partyId'),
      nodeId: q.id('nodeId'),
      epochId: q.int64Seq('epochId'),
    };
    return { delegations: await listDelegations(app.db, filter, readPagination(q)) };
  });

  // A party the chain never saw has associated nothing: "0" and no linkings, as the reference.
  app.get<{ Params: { partyId: string } }>('/api/v2/parties/:partyId/stake', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const partyId = checkId('partyId', request.params.partyId);
    return getStake(app.db, partyId, readPagination(q));
  });
}
