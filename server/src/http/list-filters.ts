import { AccountType, OrderStatus, OrderType, TimeInForce, TransferType } from '#contract/enums.ts';
import type { AccountFilter, LedgerFilter } from '../store/ledger.ts';
import type { OrderFilter } from '../store/orders.ts';
import type { TradeFilter } from '../store/trades.ts';
import { DetailCode, invalidArgument } from './api-error.ts';
import { readDateRange } from './date-range.ts';
import type { QueryReader } from './query-reader.ts';

/*
 * The list filters the REST routes read from their query, here in the transport layer because
 * the response cache (response-cache-tags.ts) reads the same queries to know an answer's
 * dependencies: one reader each, so the two cannot read a query differently. Party ids take
 * `network` too, as the reference's data node does (its networkPartyID exceptions; its trades
 * and ledger filters are not validated at all): the network's close-out trades and its
 * accounts' entries are what a user looking into a close-out asks for.
 */

/**
 * The filter of `GET /api/v2/orders` from its query (a 400 for any malformed value). Also what
 * the response cache derives an answer's dependencies from (http/response-cache-tags.ts), so
 * the two cannot read the query differently.
 */
export function readOrderFilter(q: QueryReader): OrderFilter {
  // The reference names only excludeLiquidity; the spec speaks of including liquidity
  // orders, so filter.includeLiquidity=false is read too. Either one excludes them.
  const excludeLiquidity =
    q.bool('filter.excludeLiquidity') === true || q.bool('filter.includeLiquidity') === false;
  return {
    statuses: q.enums('filter.statuses', OrderStatus),
    types: q.enums('filter.types', OrderType),
    timeInForces: q.enums('filter.timeInForces', TimeInForce),
    excludeLiquidity,
    partyIds: q.ids('filter.partyIds', true),
    marketIds: q.ids('filter.marketIds'),
    // An empty reference is no filter (as for every other empty parameter).
    reference: q.string('filter.reference') || undefined,
    liveOnly: q.bool('filter.liveOnly') ?? false,
    dateRange: readDateRange(q, 'filter.dateRange.startTimestamp', 'filter.dateRange.endTimestamp'),
  };
}

/**
 * The filter of `GET /api/v2/trades` from its query (a 400 for any malformed value); the
 * response cache derives an answer's dependencies from it too (http/response-cache-tags.ts).
 */
export function readTradeFilter(q: QueryReader): TradeFilter {
  // The reference's names carry no `filter.` prefix here.
  return {
    marketIds: q.ids('marketIds'),
    orderIds: q.ids('orderIds'),
    partyIds: q.ids('partyIds', true),
    dateRange: readDateRange(q, 'dateRange.startTimestamp', 'dateRange.endTimestamp'),
  };
}

/**
 * The filter of `GET /api/v2/ledgerentry/history` from its query (a 400 for any malformed value
 * or a party rule broken); the response cache derives an answer's dependencies from it too
 * (http/response-cache-tags.ts).
 */
export function readLedgerFilter(q: QueryReader): LedgerFilter {
  const from = readAccountFilter(q, 'filter.fromAccountFilter');
  const to = readAccountFilter(q, 'filter.toAccountFilter');
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
    closeOnAccountFilters: q.bool('filter.closeOnAccountFilters') ?? false,
    transferTypes: q.enums('filter.transferTypes', TransferType),
    dateRange: readDateRange(q),
  };
}

function readAccountFilter(q: QueryReader, prefix: string): AccountFilter {
  return {
    assetId: q.id(`${prefix}.assetId`),
    partyIds: [...new Set(q.ids(`${prefix}.partyIds`, true))],
    marketIds: q.ids(`${prefix}.marketIds`),
    accountTypes: q.enums(`${prefix}.accountTypes`, AccountType),
  };
}
