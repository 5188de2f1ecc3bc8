import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Order } from '#contract/order.ts';
import { ordersStream } from '#contract/stream-results/orders.ts';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { LiveTable } from '../../../components/ui/live-table.tsx';
import { byIntegerDesc } from '../../../streams/merge/capped-list.ts';
import type { LiveHeadRules } from '../../../streams/merge/live-head.ts';
import { useStreamedLiveList } from '../../../streams/use-streamed-live-list.ts';
import { ordersListQueries } from '../api/orders-list-queries.ts';
import {
  isFiltered,
  orderFiltersToSearch,
  orderMatchesFilters,
  orderStreamParams,
  type OrderFilters,
} from '../order-filters.ts';
import { useOrderMarkets } from '../use-order-markets.ts';
import { ORDER_CARD_LINES, OrderCard } from './order-card.tsx';
import { orderColumns } from '../../../entities/order/order-columns.tsx';
import { OrderFiltersForm } from './order-filters-form.tsx';

const orderId = (o: Order) => o.id;

/**
 * The list's order is the creation (block) time, newest first; a streamed order's later
 * versions (filled, cancelled…) replace earlier ones, never the reverse.
 */
const ORDER_RULES: LiveHeadRules<Order> = {
  keyOf: orderId,
  compare: byIntegerDesc((o) => o.createdAt),
  versionOf: (o) => [o.version, o.updatedAt],
};

const NOUN = ['order', 'orders'] as const;

interface OrdersListProps {
  filters: OrderFilters;
  onFiltersChange: (next: OrderFilters) => void;
}

/**
 * Every order, newest first, filtered as the URL says; rows virtualised, pages load on scroll,
 * new orders arrive from the orders stream (on top, or counted while scrolled away).
 */
export function OrdersList({ filters, onFiltersChange }: OrdersListProps) {
  const list = ordersListQueries.list(filters);
  const query = useInfiniteQuery(list);
  const { markets, list: marketList } = useOrderMarkets();
  const columns = useMemo(() => orderColumns(markets), [markets]);
  // A row seen twice (an order moved between pages while paging) is shown once.
  const loaded = useMemo(() => query.data && flattenNodes(query.data.pages, orderId), [query.data]);
  const live = useStreamedLiveList({
    list,
    loaded,
    head: ordersListQueries.head(filters),
    readPage: ordersListQueries.headRows,
    rules: ORDER_RULES,
    stream: {
      path: ordersStream.path,
      params: orderStreamParams(filters),
      resultSchema: ordersStream.result,
      // The snapshot (live orders) too: one created before the stream opened may be new.
      rowsOf: (r) => [...(r.snapshot?.orders ?? []), ...(r.updates?.orders ?? [])],
      matches: (order) => orderMatchesFilters(order, filters),
    },
  });
  return (
    <>
      <OrderFiltersForm filters={filters} onChange={onFiltersChange} markets={marketList} />
      <LiveTable
        query={query}
        live={live}
        label="Orders"
        noun={NOUN}
        columns={columns}
        rowId={orderId}
        empty={isFiltered(filters) ? 'No orders match these filters.' : 'No orders yet.'}
        narrowRow={(order) => <OrderCard order={order} markets={markets} />}
        narrowLines={ORDER_CARD_LINES}
        resetKey={orderFiltersToSearch(filters).toString()}
      />
    </>
  );
}
