import type { FastifyInstance } from 'fastify';
import { AccountType } from '#contract/enums.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { listAccounts } from '../store/accounts.ts';

/** Owner of the network's accounts in REST (reference §3.2 AccountBalance). */
const NETWORK_OWNER = 'network';

/** `GET /api/v2/accounts` (spec §4.10, reference §3.1). */
export async function accountRoutes(app: FastifyInstance) {
  app.get('/api/v2/accounts', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = {
      assetId: q.id('filter.assetId'),
      // "network" is accepted next to party keys: it is how network accounts are owned.
      partyIds: q
        .strings('filter.partyIds')
        .map((raw) => (raw === NETWORK_OWNER ? raw : checkId('filter.partyIds', raw))),
      marketIds: q.ids('filter.marketIds'),
      accountTypes: q.enums('filter.accountTypes', AccountType),
    };
    const accounts = await listAccounts(app.db, filter, readPagination(q));
    return { accounts };
  });
}
