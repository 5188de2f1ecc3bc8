import { accountsResponseSchema } from '../account.ts';
import { AccountType } from '../enums.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/accounts` (spec §4.10, reference §3.1). */
export const accounts = endpoint({
  name: 'accounts',
  path: '/api/v2/accounts',
  query: {
    'filter.assetId': param.id('asset'),
    // "network" is accepted next to party keys: it is how network accounts are owned.
    'filter.partyIds': param.ids('party', {
      description: 'party ids, or "network" for the network\'s accounts',
    }),
    'filter.marketIds': param.ids('market'),
    'filter.accountTypes': param.enums(AccountType),
    pagination,
  },
  response: accountsResponseSchema,
  list: 'accounts',
});
