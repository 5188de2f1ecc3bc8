import { balanceChangesResponseSchema } from '../balance-change.ts';
import { AccountType } from '../enums.ts';
import { endpoint } from './endpoint.ts';
import { dateRange, pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/balance/changes` (reference swagger): accounts' balances as they changed. */
export const balanceChanges = endpoint({
  name: 'balanceChanges',
  path: '/api/v2/balance/changes',
  query: {
    'filter.assetId': param.id('asset'),
    'filter.partyIds': param.ids('party'),
    'filter.marketIds': param.ids('market'),
    'filter.accountTypes': param.enums(AccountType),
    dateRange: dateRange(),
    pagination,
  },
  response: balanceChangesResponseSchema,
  list: 'balances',
});
