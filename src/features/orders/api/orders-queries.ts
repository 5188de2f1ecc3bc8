import { queryOptions } from '@tanstack/react-query';
import { order, orderVersions } from '#contract/endpoints/orders.ts';
import { trades } from '#contract/endpoints/trades.ts';
import { connectionPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** An order rarely has more versions than this; the page says so when it has. */
export const VERSIONS_PAGE = 500;

/** An order's own queries (the orders list's: orders-list-queries.ts). */
export const ordersQueries = {
  detail: (orderId: string) =>
    queryOptions({ ...endpointQuery(order, { orderId }), select: (r) => r.order }),
  versions: (orderId: string) =>
    queryOptions({
      ...endpointQuery(orderVersions, { orderId, 'pagination.first': VERSIONS_PAGE }),
      select: (r) => r.orders,
    }),
  trades: (orderId: string) => connectionPages(trades, { orderIds: [orderId] }),
};
