import { PageHead } from '../components/layout/page-head.tsx';
import { useSearchParams } from 'react-router';
import { OrdersList } from '../features/orders/components/orders-list.tsx';
import { orderFiltersToSearch, parseOrderFilters } from '../features/orders/order-filters.ts';

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHead
        title="Orders"
        description="Orders on the trading network as they arrive, filtered by market, party, status, type or time in force."
      />
      <h1>Orders</h1>
      <OrdersList
        filters={parseOrderFilters(params)}
        onFiltersChange={(next) => setParams(orderFiltersToSearch(next, params))}
      />
    </>
  );
}
