import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Order } from '../../../../server/src/contract/order.ts';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { VirtualTable } from '../../../components/data-table/virtual-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { ordersQueries } from '../api/orders-queries.ts';
import { isFiltered, orderFiltersToSearch, type OrderFilters } from '../order-filters.ts';
import { useOrderMarkets } from '../use-order-markets.ts';
import { OrderCard } from './order-card.tsx';
import { orderColumns } from './order-columns.tsx';
import { OrderFiltersForm } from './order-filters-form.tsx';

const orderId = (o: Order) => o.id;

interface OrdersListProps {
  filters: OrderFilters;
  onFiltersChange: (next: OrderFilters) => void;
}

/** Every order, newest first, filtered as the URL says; rows virtualised, pages load on scroll. */
export function OrdersList({ filters, onFiltersChange }: OrdersListProps) {
  const query = useInfiniteQuery(ordersQueries.list(filters));
  const { markets, list } = useOrderMarkets();
  const columns = useMemo(() => orderColumns(markets), [markets]);
  // A row seen twice (an order moved between pages while paging) is shown once.
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], orderId), [query.data]);
  return (
    <>
      <OrderFiltersForm filters={filters} onChange={onFiltersChange} markets={list} />
      {query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : (
        <VirtualTable
          label="Orders"
          columns={columns}
          rows={rows}
          rowId={orderId}
          isLoading={query.isPending}
          empty={isFiltered(filters) ? 'No orders match these filters.' : 'No orders yet.'}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={() => void query.fetchNextPage()}
          narrowRow={(order) => <OrderCard order={order} markets={markets} />}
          resetKey={orderFiltersToSearch(filters).toString()}
        />
      )}
    </>
  );
}
