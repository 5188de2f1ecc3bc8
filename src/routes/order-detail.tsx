import { useParams } from 'react-router';
import { OrderDetails } from '../features/orders/components/order-details.tsx';
import { OrderHead } from '../features/orders/components/order-head.tsx';
import { OrderTransactions } from '../features/transactions/components/order-transactions.tsx';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <>
      <OrderHead orderId={orderId} />
      <OrderDetails
        key={orderId}
        orderId={orderId}
        transactions={(order, versions) => <OrderTransactions order={order} versions={versions} />}
      />
    </>
  );
}
