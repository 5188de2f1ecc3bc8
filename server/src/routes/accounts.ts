import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/accounts.ts';
import { defineRoute } from '../http/define-route.ts';
import { listAccounts } from '../store/accounts.ts';

/** `GET /api/v2/accounts` (spec §4.10, reference §3.1). */
export async function accountRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.accounts,
    {
      summary: 'List accounts',
      tags: ['Accounts and positions'],
    },
    async ({ query: q }) => {
      const filter = {
        assetId: q['filter.assetId'],
        partyIds: q['filter.partyIds'],
        marketIds: q['filter.marketIds'],
        accountTypes: q['filter.accountTypes'],
      };
      return { accounts: await listAccounts(app.db, filter, q.pagination) };
    },
  );
}
