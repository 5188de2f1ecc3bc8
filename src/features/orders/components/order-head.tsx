import { useQuery } from '@tanstack/react-query';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { orderHead } from '../../../lib/page-head/order-head.ts';
import { ordersQueries } from '../api/orders-queries.ts';
import { useOrderMarkets } from '../use-order-markets.ts';

/** The order page's head, from the order the page reads (the same query, asked once). */
export function OrderHead({ orderId }: { orderId: string }) {
  const order = useQuery(ordersQueries.detail(orderId)).data;
  const { markets } = useOrderMarkets();
  return (
    <PageHead
      {...orderHead(
        orderId,
        order && {
          side: order.side,
          status: order.status,
          orderType: order.type,
          marketCode: markets.get(order.marketId)?.code,
          createdAt: order.createdAt,
        },
      )}
    />
  );
}
