import { useParams } from 'react-router';
import { OrderAftermath } from '../features/orders/components/order-aftermath.tsx';
import { TransactionDetails } from '../features/transactions/components/transaction-details.tsx';

export default function TransactionDetailPage() {
  const { hash = '' } = useParams();
  return (
    <TransactionDetails
      key={hash}
      hash={hash}
      renderOrder={(orderId) => <OrderAftermath orderId={orderId} />}
    />
  );
}
