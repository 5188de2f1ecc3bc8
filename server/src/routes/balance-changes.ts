import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/balance-changes.ts';
import { defineRoute } from '../http/define-route.ts';
import { listBalanceChanges } from '../store/balance-changes.ts';

/** `GET /api/v2/balance/changes` (reference swagger): accounts' balances as they changed. */
export async function balanceChangeRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.balanceChanges,
    {
      summary: "Accounts' balances as they changed",
      tags: ['Accounts and positions'],
    },
    async ({ query: q }) => {
      const filter = {
        assetId: q['filter.assetId'],
        partyIds: q['filter.partyIds'],
        marketIds: q['filter.marketIds'],
        accountTypes: q['filter.accountTypes'].filter((t) => t !== 'ACCOUNT_TYPE_UNSPECIFIED'),
        dateRange: q.dateRange,
      };
      return { balances: await listBalanceChanges(app.db, filter, q.pagination) };
    },
  );
}
