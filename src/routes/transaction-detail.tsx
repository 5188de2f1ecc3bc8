import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { TransactionDetails } from '../features/transactions/components/transaction-details.tsx';

// Only order transactions show what became of the order; its versions and trades tables (and
// TanStack Table) load then, not with every transaction page.
const OrderAftermath = lazy(async () => ({
  default: (await import('../features/orders/components/order-aftermath.tsx')).OrderAftermath,
}));

export default function TransactionDetailPage() {
  const { hash = '' } = useParams();
  return (
    <TransactionDetails
      key={hash}
      hash={hash}
      renderOrder={(orderId) => (
        <Suspense fallback={<p aria-busy="true">Loading the order…</p>}>
          <OrderAftermath orderId={orderId} />
        </Suspense>
      )}
    />
  );
}
