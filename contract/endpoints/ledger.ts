import { AccountType, TransferType } from '../enums.ts';
import { ledgerEntriesResponseSchema } from '../ledger.ts';
import { endpoint } from './endpoint.ts';
import { dateRange, pagination } from './groups.ts';
import { param, type IdPool, type ParamGroup, type QueryParam } from './params.ts';

type IdParam<R extends boolean> = QueryParam<{ id: IdPool }, R>;

type AccountParams<P extends string> = { readonly [K in `${P}.assetId`]: IdParam<false> } & {
  readonly [K in `${P}.partyIds` | `${P}.marketIds`]: IdParam<true>;
} & { readonly [K in `${P}.accountTypes`]: ReturnType<typeof accountTypes> };

const accountTypes = () => param.enums(AccountType);

/** One side of a ledger entry: its account's asset, owners, markets and types. */
const accountFilter = <P extends string>(prefix: P) =>
  ({
    [`${prefix}.assetId`]: param.id('asset'),
    [`${prefix}.partyIds`]: param.ids('party'),
    [`${prefix}.marketIds`]: param.ids('market'),
    [`${prefix}.accountTypes`]: accountTypes(),
  }) as AccountParams<P>;

/**
 * The ledger's filter: accounts on either side (at most one party per side, one in all), the
 * transfer types, the time range.
 */
export const ledgerFilter = {
  group: 'ledgerFilter',
  params: {
    ...accountFilter('filter.fromAccountFilter'),
    ...accountFilter('filter.toAccountFilter'),
    'filter.closeOnAccountFilters': param.bool(),
    'filter.transferTypes': param.enums(TransferType),
    ...dateRange().params,
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
