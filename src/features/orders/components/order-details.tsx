import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Order } from '#contract/order.ts';
import { ErrorState, QueryFailure } from '../../../components/ui/status-states.tsx';
import { ordersQueries } from '../api/orders-queries.ts';
import { marketCode } from '../../../entities/order/order-format.ts';
import { useOrderMarkets } from '../use-order-markets.ts';
import { OrderFields } from './order-fields.tsx';
import { OrderTrades } from './order-trades.tsx';
import { OrderVersions } from './order-versions.tsx';

interface OrderDetailsProps {
  orderId: string;
  /**
   * The order's transactions, composed in by the route (another feature finds them): given
   * the current version and every loaded version.
   */
  transactions?: (order: Order, versions: readonly Order[]) => ReactNode;
}

export function OrderDetails({ orderId, transactions }: OrderDetailsProps) {
  const query = useQuery(ordersQueries.detail(orderId));
  const versions = useQuery(ordersQueries.versions(orderId));
  const { markets } = useOrderMarkets();
  if (query.isPending) return <p aria-busy="true">Loading order…</p>;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        what="Order"
        id={orderId}
        retry={() => void query.refetch()}
      />
    );
  }
  const order = query.data;
  const loaded = versions.data?.edges.map((e) => e.node) ?? [];
  return (
    <article className="order-page">
      <h1>
        Order <span className="muted">on {marketCode(markets, order.marketId)}</span>
      </h1>
      <OrderFields order={order} markets={markets} />
      <section aria-labelledby="order-versions">
        <h2 id="order-versions">Versions</h2>
        {versions.isPending ? (
          <p aria-busy="true">Loading versions…</p>
        ) : versions.isError ? (
          <ErrorState error={versions.error} retry={() => void versions.refetch()} />
        ) : (
          <OrderVersions
            versions={loaded}
            markets={markets}
            truncated={versions.data.pageInfo.hasNextPage}
          />
        )}
      </section>
      <section aria-labelledby="order-trades">
        <h2 id="order-trades">Trades</h2>
        <OrderTrades orderId={order.id} markets={markets} />
      </section>
      {transactions && (
        <section aria-labelledby="order-transactions">
          <h2 id="order-transactions">Transactions</h2>
          {versions.isPending ? (
            <p aria-busy="true">Loading versions…</p>
          ) : (
            transactions(order, loaded)
          )}
        </section>
      )}
    </article>
  );
}
