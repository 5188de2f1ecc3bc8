import { AccountType, TransferType } from '../enums.ts';
import { ledgerEntriesResponseSchema } from '../ledger.ts';
import { endpoint } from './endpoint.ts';
import { dateRange, pagination, rangeEnd, rangeStart } from './groups.ts';
import { param, type ParamGroup } from './params.ts';

/**
 * The ledger's filter: accounts on either side (at most one party per side, one in all), the
 * transfer types, the time range.
 */
export const ledgerFilter = {
  group: 'ledgerFilter',
  params: {
    'filter.fromAccountFilter.assetId': param.id('asset'),
    'filter.fromAccountFilter.partyIds': param.ids('party'),
    'filter.fromAccountFilter.marketIds': param.ids('market'),
    'filter.fromAccountFilter.accountTypes': param.enums(AccountType),
    'filter.toAccountFilter.assetId': param.id('asset'),
    'filter.toAccountFilter.partyIds': param.ids('party'),
    'filter.toAccountFilter.marketIds': param.ids('market'),
    'filter.toAccountFilter.accountTypes': param.enums(AccountType),
    'filter.closeOnAccountFilters': param.bool(),
    'filter.transferTypes': param.enums(TransferType),
    'dateRange.startTimestamp': rangeStart,
    'dateRange.endTimestamp': rangeEnd,
  },
} as const satisfies ParamGroup;

/** `GET /api/v2/ledgerentry/history` (reference §1): one party's ledger entries. */
export const ledgerEntries = endpoint({
  name: 'ledgerEntries',
  path: '/api/v2/ledgerentry/history',
  query: { filter: ledgerFilter, pagination },
  response: ledgerEntriesResponseSchema,
  list: 'ledgerEntries',
});

/** `GET /api/v2/ledgerentry/export` (spec §4.1): a party's ledger entries as CSV. */
export const ledgerExport = endpoint({
  name: 'ledgerExport',
  path: '/api/v2/ledgerentry/export',
  query: {
    partyId: param.id('party', { required: true }),
    assetId: param.id('asset'),
    dateRange: dateRange(),
  },
  produces: 'text/csv',
});
