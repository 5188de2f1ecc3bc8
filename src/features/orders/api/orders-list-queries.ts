import { orders } from '#contract/endpoints/orders.ts';
import {
  connectionHead,
  connectionPages,
  pageRows,
} from '../../../entities/endpoint/endpoint-pages.ts';
import { orderFilterParams, type OrderFilters } from '../order-filters.ts';

/** The orders list's queries (an order's own: orders-queries.ts): only `/orders` reads them. */
export const ordersListQueries = {
  /** Newest first (the API's only order), keyset cursors from pageInfo. */
  list: (filters: OrderFilters) => connectionPages(orders, orderFilterParams(filters)),
  /** The list's first page alone, read again to find orders newer than those listed. */
  head: (filters: OrderFilters) => connectionHead(orders, orderFilterParams(filters)),
  /** The rows of a first page (the head's answer). */
  headRows: pageRows(orders),
};
