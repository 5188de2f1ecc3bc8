import type { FastifyInstance } from 'fastify';
import { accountsResponseSchema } from '#contract/account.ts';
import { AccountType } from '#contract/enums.ts';
import { defineRoute } from '../http/define-route.ts';
import { checkId } from '../http/query-reader.ts';
import { pagination, query } from '../http/route-params.ts';
import { listAccounts } from '../store/accounts.ts';

/** Owner of the network's accounts in REST (reference §3.2 AccountBalance). */
const NETWORK_OWNER = 'network';

/** `GET /api/v2/accounts` (spec §4.10, reference §3.1). */
export async function accountRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/accounts',
    {
      summary: 'List accounts',
      tags: ['Accounts and positions'],
      query: {
        'filter.assetId': query.id('asset'),
        // "network" is accepted next to party keys: it is how network accounts are owned.
        'filter.partyIds': query.custom(
          { id: 'party' },
          (q, name) =>
            q.strings(name).map((raw) => (raw === NETWORK_OWNER ? raw : checkId(name, raw))),
          { repeated: true, description: 'party ids, or "network" for the network\'s accounts' },
        ),
        'filter.marketIds': query.ids('market'),
        'filter.accountTypes': query.enums(AccountType),
        pagination,
      },
      response: accountsResponseSchema,
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
