import type { FastifyInstance } from 'fastify';
import { AccountType } from '#contract/enums.ts';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listBalanceChanges } from '../store/balance-changes.ts';
import { readDateRange } from '../http/date-range.ts';

/** `GET /api/v2/balance/changes` (reference swagger): accounts' balances as they changed. */
export async function balanceChangeRoutes(app: FastifyInstance) {
  app.get('/api/v2/balance/changes', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = {
      assetId: q.id('filter.assetId'),
      partyIds: q.ids('filter.partyIds'),
      marketIds: q.ids('filter.marketIds'),
      accountTypes: q
        .enums('filter.accountTypes', AccountType)
        .filter((t) => t !== 'ACCOUNT_TYPE_UNSPECIFIED'),
      dateRange: readDateRange(q),
    };
    return { balances: await listBalanceChanges(app.db, filter, readPagination(q)) };
  });
}
