import { queryOptions } from '@tanstack/react-query';
import { order, orders, orderVersions } from '#contract/endpoints/orders.ts';
import { trades } from '#contract/endpoints/trades.ts';
import {
  connectionHead,
  connectionPages,
  pageRows,
} from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { orderFilterParams, type OrderFilters } from '../order-filters.ts';

/** An order rarely has more versions than this; the page says so when it has. */
export const VERSIONS_PAGE = 500;

export const ordersQueries = {
  /** Newest first (the API's only order), keyset cursors from pageInfo. */
  list: (filters: OrderFilters) => connectionPages(orders, orderFilterParams(filters)),
  /** The list's first page alone, read again to find orders newer than those listed. */
  head: (filters: OrderFilters) => connectionHead(orders, orderFilterParams(filters)),
  /** The rows of a first page (the head's answer). */
  headRows: pageRows(orders),
  detail: (orderId: string) =>
    queryOptions({ ...endpointQuery(order, { orderId }), select: (r) => r.order }),
  versions: (orderId: string) =>
    queryOptions({
      ...endpointQuery(orderVersions, { orderId, 'pagination.first': VERSIONS_PAGE }),
      select: (r) => r.orders,
    }),
  trades: (orderId: string) => connectionPages(trades, { orderIds: [orderId] }),
};
