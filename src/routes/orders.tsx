import { PageHead } from '../components/layout/page-head.tsx';
import { LIST_HEADS } from '../lib/page-head/describe-lists.ts';
import { useSearchParams } from 'react-router';
import { OrdersList } from '../features/orders/components/orders-list.tsx';
import { orderFiltersToSearch, parseOrderFilters } from '../features/orders/order-filters.ts';

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHead {...LIST_HEADS.orders} />
      <h1>Orders</h1>
      <OrdersList
        filters={parseOrderFilters(params)}
        onFiltersChange={(next) => setParams(orderFiltersToSearch(next, params))}
      />
    </>
  );
}
