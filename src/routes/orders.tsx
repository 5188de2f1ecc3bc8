import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { useSearchParams } from 'react-router';
import { OrdersList } from '../features/orders/components/orders-list.tsx';
import { orderFiltersToSearch, parseOrderFilters } from '../features/orders/order-filters.ts';

export default function OrdersPage() {
  useDocumentTitle('Orders');
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Orders</h1>
      <OrdersList
        filters={parseOrderFilters(params)}
        onFiltersChange={(next) => setParams(orderFiltersToSearch(next, params))}
      />
    </>
  );
}
