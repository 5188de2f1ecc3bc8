import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { readLedgerFilter, readOrderFilter, readTradeFilter } from './list-filters.ts';
import { owner as storedOwner } from '../store/ledger.ts';
import type { AccountFilter, LedgerFilter } from '../store/ledger.ts';
import type { OrderFilter } from '../store/orders.ts';
import type { TradeFilter } from '../store/trades.ts';
import { QueryReader } from './query-reader.ts';
import { ANY_BLOCK, type Dependencies } from './response-cache.ts';

/**
 * What a stored answer depends on, and what a committed block touched, as tags: the response
 * cache (response-cache.ts) keeps an answer across a commit only when none of its tags was
 * touched.
 *
 * Only three lists get narrow tags, because their answers read one table each, filtered by
 * columns the block output names for every row it writes:
 * - `/api/v2/orders` reads `orders_current` and its rows' latest versions in `order_versions`,
 *   both written only from `out.orders` (party and market never change on an upsert);
 * - `/api/v2/trades` reads `trades`, written only from `out.trades` (buyer, seller, market);
 * - `/api/v2/ledgerentry/history` reads `ledger_entries`, written only from `out.ledgerEntries`
 *   (from and to owners).
 * Every other filter of those routes (statuses, reference, liveOnly, absolute date ranges, …)
 * only narrows the rows of the tagged parties or markets, and pagination is keyed on columns
 * of those rows, so an untouched party's or market's page cannot change with a block. Rows
 * leave those tables only by the housekeeping's retention pruning, which empties the whole
 * cache (server.ts). Anything else is `ANY_BLOCK`: dropped at every commit.
 */

export const orderPartyTag = (id: string) => `order-party:${id}`;
export const orderMarketTag = (id: string) => `order-market:${id}`;
export const tradePartyTag = (id: string) => `trade-party:${id}`;
export const tradeMarketTag = (id: string) => `trade-market:${id}`;
export const ledgerPartyTag = (id: string) => `ledger-party:${id}`;

const tags = (ids: readonly string[], tag: (id: string) => string): Dependencies =>
  ids.length === 0 ? ANY_BLOCK : new Set(ids.map(tag));

/** Orders of the named parties, else of the named markets, else any block. */
export function orderDependencies(filter: OrderFilter): Dependencies {
  if (filter.partyIds.length) return tags(filter.partyIds, orderPartyTag);
  return tags(filter.marketIds, orderMarketTag);
}

/** Trades with a named party as buyer or seller, else in the named markets, else any block. */
export function tradeDependencies(filter: TradeFilter): Dependencies {
  if (filter.partyIds.length) return tags(filter.partyIds, tradePartyTag);
  return tags(filter.marketIds, tradeMarketTag);
}

/** Whether an account filter selects anything at all (listLedgerEntries' accountCondition). */
const filtersAccounts = (f: AccountFilter) =>
  f.assetId !== undefined || f.partyIds.length + f.marketIds.length + f.accountTypes.length > 0;

/**
 * Entries of the named parties, when every side that filters at all names parties: a side
 * filtering by asset, market or account type alone matches other parties' entries (the sides
 * are ORed unless closeOnAccountFilters), so that shape is any block.
 */
export function ledgerDependencies(filter: LedgerFilter): Dependencies {
  const sides = [filter.from, filter.to].filter(filtersAccounts);
  if (sides.length === 0 || sides.some((side) => side.partyIds.length === 0)) return ANY_BLOCK;
  return tags(
    sides.flatMap((side) => side.partyIds),
    ledgerPartyTag,
  );
}

type RawQuery = Record<string, string | string[] | undefined>;

/** Route pattern → its dependencies, from the query read by the route's own reader. */
const NARROW_ROUTES: ReadonlyMap<string, (q: QueryReader) => Dependencies> = new Map([
  ['/api/v2/orders', (q: QueryReader) => orderDependencies(readOrderFilter(q))],
  ['/api/v2/trades', (q: QueryReader) => tradeDependencies(readTradeFilter(q))],
  ['/api/v2/ledgerentry/history', (q: QueryReader) => ledgerDependencies(readLedgerFilter(q))],
]);

/**
 * What the answer of a GET of route pattern `route` with `query` (as Fastify parsed it for the
 * route) depends on. A query the route's reader refuses is answered with an error, which is not
 * stored; should it get here anyway, it is ANY_BLOCK.
 */
export function requestDependencies(route: string | undefined, query: unknown): Dependencies {
  const derive = route === undefined ? undefined : NARROW_ROUTES.get(route);
  if (!derive || typeof query !== 'object' || query === null) return ANY_BLOCK;
  try {
    return derive(new QueryReader(query as RawQuery));
  } catch {
    return ANY_BLOCK;
  }
}

/**
 * The tags a committed block touched: the parties and markets of every order state it wrote,
 * the buyer, seller and market of every trade, and both owners of every ledger entry (as the
 * store writes them: the system account's owner is 'network').
 */
export function touchedBy(out: BlockOutput): Set<string> {
  const touched = new Set<string>();
  for (const order of out.orders.values()) {
    touched.add(orderPartyTag(order.partyId));
    touched.add(orderMarketTag(order.marketId));
  }
  for (const { trade } of out.trades) {
    touched.add(tradePartyTag(trade.buyer));
    touched.add(tradePartyTag(trade.seller));
    touched.add(tradeMarketTag(trade.marketId));
  }
  for (const { entry } of out.ledgerEntries) {
    touched.add(ledgerPartyTag(storedOwner(entry.fromAccount.owner)));
    touched.add(ledgerPartyTag(storedOwner(entry.toAccount.owner)));
  }
  return touched;
}
