import { useParams } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { truncateMiddle } from '../lib/truncate-id.ts';
import { OrderDetails } from '../features/orders/components/order-details.tsx';
import { OrderTransactions } from '../features/transactions/components/order-transactions.tsx';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  useDocumentTitle(`Order ${truncateMiddle(orderId)}`);
  return (
    <OrderDetails
      key={orderId}
      orderId={orderId}
      transactions={(order, versions) => <OrderTransactions order={order} versions={versions} />}
    />
  );
}
