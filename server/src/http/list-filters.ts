import type { ledgerFilter } from '#contract/endpoints/ledger.ts';
import type { orderFilter } from '#contract/endpoints/orders.ts';
import type { tradeFilter } from '#contract/endpoints/trades.ts';
import type { transactionFilters } from '#contract/endpoints/transactions.ts';
import { TRANSACTION_TYPES } from '#contract/transaction.ts';
import type { AccountFilter, LedgerFilter } from '../store/ledger.ts';
import type { OrderFilter } from '../store/orders.ts';
import type { TradeFilter } from '../store/trades.ts';
import type { TransactionFilter } from '../store/transactions.ts';
import { DetailCode, invalidArgument } from './api-error.ts';
import { readDateRange } from './date-range.ts';
import type { MemberReader } from './param-reading.ts';
import type { QueryReader } from './query-reader.ts';

/*
 * The list filters the REST routes read from their query (each the reader of a declared group,
 * contract/endpoints), here in the transport layer because the response cache
 * (response-cache-tags.ts) reads the same queries to know an answer's dependencies: one reader
 * each, so the two cannot read a query differently. Party ids take `network` too (a party
 * parameter's kind, http/param-reading.ts), as the reference's data node does (its
 * networkPartyID exceptions; its trades and ledger filters are not validated at all): the
 * network's close-out trades and its accounts' entries are what a user looking into a close-out
 * asks for.
 */

/** The filter of `GET /api/v2/orders` (a 400 for any malformed value). */
export function readOrderFilter(read: MemberReader<(typeof orderFilter)['params']>): OrderFilter {
  // The reference names only excludeLiquidity; the spec speaks of including liquidity
  // orders, so filter.includeLiquidity=false is read too. Either one excludes them.
  const excludeLiquidity =
    read('filter.excludeLiquidity') === true || read('filter.includeLiquidity') === false;
  return {
    statuses: read('filter.statuses'),
    types: read('filter.types'),
    timeInForces: read('filter.timeInForces'),
    excludeLiquidity,
    partyIds: read('filter.partyIds'),
    marketIds: read('filter.marketIds'),
    // An empty reference is no filter (as for every other empty parameter).
    reference: read('filter.reference'),
    liveOnly: read('filter.liveOnly') ?? false,
    dateRange: readDateRange(
      read,
      'filter.dateRange.startTimestamp',
      'filter.dateRange.endTimestamp',
    ),
  };
}

/** The filter of `GET /api/v2/trades` (a 400 for any malformed value). */
export function readTradeFilter(read: MemberReader<(typeof tradeFilter)['params']>): TradeFilter {
  return {
    marketIds: read('marketIds'),
    orderIds: read('orderIds'),
    partyIds: read('partyIds'),
    dateRange: readDateRange(read, 'dateRange.startTimestamp', 'dateRange.endTimestamp'),
  };
}

type LedgerMembers = MemberReader<(typeof ledgerFilter)['params']>;

/**
 * The filter of `GET /api/v2/ledgerentry/history` (a 400 for any malformed value or a party
 * rule broken).
 */
export function readLedgerFilter(read: LedgerMembers): LedgerFilter {
  const from = readAccountFilter(read, 'filter.fromAccountFilter');
  const to = readAccountFilter(read, 'filter.toAccountFilter');
  // The reference's rule (at most one party per side, at least one in all); it answers 500,
  // a client mistake is a 400 here.
  if (
    from.partyIds.length > 1 ||
    to.partyIds.length > 1 ||
    from.partyIds.length + to.partyIds.length === 0
  ) {
    throw invalidArgument(
      DetailCode.INVALID_FILTER,
      'filtering ledger entries should be limited to a single party',
      'give one party id in filter.fromAccountFilter.partyIds or filter.toAccountFilter.partyIds',
    );
  }
  return {
    from,
    to,
    closeOnAccountFilters: read('filter.closeOnAccountFilters') ?? false,
    transferTypes: read('filter.transferTypes'),
    dateRange: readDateRange(read, 'dateRange.startTimestamp', 'dateRange.endTimestamp'),
  };
}

function readAccountFilter(
  read: LedgerMembers,
  side: 'filter.fromAccountFilter' | 'filter.toAccountFilter',
): AccountFilter {
  return {
    assetId: read(`${side}.assetId`),
    partyIds: [...new Set(read(`${side}.partyIds`))],
    marketIds: read(`${side}.marketIds`),
    accountTypes: read(`${side}.accountTypes`),
  };
}

/**
 * The block explorer's `filters[<key>]`: any key it does not declare is a 400, never silently
 * ignored; the submitter is a party id (`network` too), the type one the chain knows.
 */
export function readTransactionFilters(
  read: MemberReader<(typeof transactionFilters)['params']>,
  q: QueryReader,
  declared: readonly string[],
): TransactionFilter {
  for (const name of q.names()) {
    if (!/^filters\[.*\]$/.test(name) || declared.includes(name)) continue;
    throw invalidArgument(
      DetailCode.INVALID_FILTER,
      `unknown filter; supported: ${declared.join(', ')}`,
      name,
    );
  }
  const filter: TransactionFilter = {};
  const submitter = read('filters[tx.submitter]');
  if (submitter) filter.submitter = submitter;
  const type = read('filters[cmd.type]');
  if (type) {
    if (!Object.hasOwn(TRANSACTION_TYPES, type))
      throw invalidArgument(DetailCode.INVALID_FILTER, 'unknown transaction type', type);
    filter.type = type;
  }
  filter.blockHeight = read('filters[block.height]');
  return filter;
}
