import type { FastifyInstance } from 'fastify';
import { balanceChangesResponseSchema } from '#contract/balance-change.ts';
import { AccountType } from '#contract/enums.ts';
import { defineRoute } from '../http/define-route.ts';
import { dateRange, pagination, query } from '../http/route-params.ts';
import { listBalanceChanges } from '../store/balance-changes.ts';

/** `GET /api/v2/balance/changes` (reference swagger): accounts' balances as they changed. */
export async function balanceChangeRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/balance/changes',
    {
      summary: "Accounts' balances as they changed",
      tags: ['Accounts and positions'],
      query: {
        'filter.assetId': query.id('asset'),
        'filter.partyIds': query.ids('party'),
        'filter.marketIds': query.ids('market'),
        'filter.accountTypes': query.enums(AccountType),
        dateRange: dateRange(),
        pagination,
      },
      response: balanceChangesResponseSchema,
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
