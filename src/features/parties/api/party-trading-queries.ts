import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { accountsResponseSchema } from '#contract/account.ts';
import { ordersResponseSchema } from '#contract/order.ts';
import { positionsResponseSchema } from '#contract/position.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { fetchAllPages } from '../../../api/connection-pages.ts';

/** Balances and positions move every block (about a second): refreshed at this pace. */
export const LIVE_REFRESH_MS = 2_000;

/** One page of the party's orders (newest first) after `cursor`. */
const ordersPage = (partyId: string, cursor: string | undefined, signal: AbortSignal) =>
  getJson(
    '/api/v2/orders',
    ordersResponseSchema,
    { ...forwardPage(cursor), 'filter.partyIds': partyId },
    signal,
  ).then((r) => r.orders);

/** One page of the party's trades, as buyer or seller (newest first), after `cursor`. */
const tradesPage = (partyId: string, cursor: string | undefined, signal: AbortSignal) =>
  getJson(
    '/api/v2/trades',
    tradesResponseSchema,
    // The trades list takes `partyIds` without the `filter.` prefix (reference §3.1).
    { ...forwardPage(cursor), partyIds: partyId },
    signal,
  ).then((r) => r.trades);

export const partyTradingQueries = {
  accounts: (partyId: string) =>
    queryOptions({
      queryKey: ['parties', 'accounts', partyId],
      queryFn: ({ signal }) =>
        fetchAllPages((params) =>
          getJson(
            '/api/v2/accounts',
            accountsResponseSchema,
            { ...params, 'filter.partyIds': partyId },
            signal,
          ).then((r) => r.accounts),
        ),
    }),
  positions: (partyId: string) =>
    queryOptions({
      queryKey: ['parties', 'positions', partyId],
      queryFn: ({ signal }) =>
        fetchAllPages((params) =>
          getJson(
            '/api/v2/positions',
            positionsResponseSchema,
            { ...params, 'filter.partyIds': partyId },
            signal,
          ).then((r) => r.positions),
        ),
    }),
  orders: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'orders', partyId],
      queryFn: ({ pageParam, signal }) => ordersPage(partyId, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** The orders' first page alone, read again to check that no new order was missed. */
  ordersHead: (partyId: string) =>
    queryOptions({
      queryKey: ['parties', 'orders-head', partyId],
      queryFn: ({ signal }) => ordersPage(partyId, undefined, signal),
    }),
  trades: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'trades', partyId],
      queryFn: ({ pageParam, signal }) => tradesPage(partyId, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** The trades' first page alone, read again to check that no new trade was missed. */
  tradesHead: (partyId: string) =>
    queryOptions({
      queryKey: ['parties', 'trades-head', partyId],
      queryFn: ({ signal }) => tradesPage(partyId, undefined, signal),
    }),
};
