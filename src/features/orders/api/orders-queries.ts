import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { orderResponseSchema, ordersResponseSchema } from '#contract/order.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { orderFilterParams, type OrderFilters } from '../order-filters.ts';

/** An order rarely has more versions than this; the page says so when it has. */
export const VERSIONS_PAGE = 500;

const orderPath = (id: string) => `/api/v2/order/${encodeURIComponent(id)}`;

/** One page of the filtered orders after `cursor` (undefined: the first page). */
const ordersPage = (filters: OrderFilters, cursor: string | undefined, signal: AbortSignal) =>
  getJson(
    '/api/v2/orders',
    ordersResponseSchema,
    { ...forwardPage(cursor), ...orderFilterParams(filters) },
    signal,
  ).then((r) => r.orders);

export const ordersQueries = {
  /** Newest first (the API's only order), keyset cursors from pageInfo. */
  list: (filters: OrderFilters) =>
    infiniteQueryOptions({
      queryKey: ['orders', 'list', filters],
      queryFn: ({ pageParam, signal }) => ordersPage(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** The list's first page alone, read again to find orders newer than those listed. */
  head: (filters: OrderFilters) =>
    queryOptions({
      queryKey: ['orders', 'head', filters],
      queryFn: ({ signal }) => ordersPage(filters, undefined, signal),
    }),
  detail: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'detail', orderId],
      queryFn: ({ signal }) =>
        getJson(orderPath(orderId), orderResponseSchema, {}, signal).then((r) => r.order),
    }),
  versions: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'versions', orderId],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/order/versions/${encodeURIComponent(orderId)}`,
          ordersResponseSchema,
          forwardPage(undefined, VERSIONS_PAGE),
          signal,
        ).then((r) => r.orders),
    }),
  trades: (orderId: string) =>
    infiniteQueryOptions({
      queryKey: ['orders', 'trades', orderId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/trades',
          tradesResponseSchema,
          { orderIds: [orderId], ...forwardPage(pageParam) },
          signal,
        ).then((r) => r.trades),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
};
