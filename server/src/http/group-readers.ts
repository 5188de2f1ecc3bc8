import type { GroupName, ParamGroup, QueryParam } from '#contract/endpoints/params.ts';
import type { DateRange } from '../store/date-range.ts';
import type { PageRequest } from '../store/keyset-page.ts';
import type { LedgerFilter } from '../store/ledger.ts';
import type { OrderFilter } from '../store/orders.ts';
import type { TradeFilter } from '../store/trades.ts';
import type { TransactionFilter } from '../store/transactions.ts';
import { DetailCode, invalidArgument } from './api-error.ts';
import { readDateRange } from './date-range.ts';
import {
  readLedgerFilter,
  readOrderFilter,
  readTradeFilter,
  readTransactionFilters,
} from './list-filters.ts';
import { readPagination } from './pagination.ts';
import { memberReader, type MemberReader } from './param-reading.ts';
import type { QueryReader } from './query-reader.ts';

/** `GET /api/v2/epoch`'s choice: a block it holds, or its id (neither: the one in progress). */
export interface EpochSelector {
  block: string | undefined;
  id: string | undefined;
}

type RangeParams = Readonly<Record<string, QueryParam<'timestamp', false>>>;
type EpochParams = Readonly<Record<'block' | 'id', QueryParam<'uint64', false>>>;

/** What each declared group (contract/endpoints/params.ts) reads as. */
export interface GroupResults {
  pagination: PageRequest;
  dateRange: DateRange;
  orderFilter: OrderFilter;
  tradeFilter: TradeFilter;
  ledgerFilter: LedgerFilter;
  transactionFilters: TransactionFilter;
  epochSelector: EpochSelector;
}

/** The reader of each group: its members read by their kinds, then the rules between them. */
// `never`: each reader is typed with its own group's members; readGroup hands it those.
const READERS: {
  [G in GroupName]: (read: never, q: QueryReader, names: string[]) => GroupResults[G];
} = {
  pagination: readPagination,
  dateRange: (read: MemberReader<RangeParams>, _q, [start = '', end = '']) =>
    readDateRange(read, start, end),
  orderFilter: readOrderFilter,
  tradeFilter: readTradeFilter,
  ledgerFilter: readLedgerFilter,
  transactionFilters: readTransactionFilters,
  epochSelector: readEpochSelector,
};

/** A declared group's value from a query (the spec's 400 for anything malformed). */
export function readGroup<G extends GroupName>(
  group: ParamGroup<G>,
  q: QueryReader,
): GroupResults[G] {
  const read = memberReader(group.params, q) as never;
  return READERS[group.group](read, q, Object.keys(group.params));
}

/**
 * The block, then the id only without one: a request giving both is "not both", whatever the
 * id holds.
 */
function readEpochSelector(read: MemberReader<EpochParams>, q: QueryReader): EpochSelector {
  const block = read('block');
  if (block !== undefined && q.string('id'))
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'give id or block, not both', block);
  return { block, id: block === undefined ? read('id') : undefined };
}
