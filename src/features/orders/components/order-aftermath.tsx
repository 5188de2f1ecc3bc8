import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { ordersQueries } from '../api/orders-queries.ts';
import { marketCode, orderSize } from '../../../entities/order/order-format.ts';
import { useOrderMarkets } from '../use-order-markets.ts';
import { SideText } from '../../../entities/order/order-columns.tsx';
import { OrderTrades } from './order-trades.tsx';
import { OrderVersions } from './order-versions.tsx';

/** What became of an order, for pages that refer to it: its state, versions and trades. */
export function OrderAftermath({ orderId }: { orderId: string }) {
  const order = useQuery(ordersQueries.detail(orderId));
  const versions = useQuery(ordersQueries.versions(orderId));
  const { markets } = useOrderMarkets();
  if (order.isPending) return <p aria-busy="true">Loading the order…</p>;
  if (order.isError) return <ErrorState error={order.error} retry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <div className="aftermath">
      <p>
        <Link to={paths.order.href(o.id)}>
          <SideText side={o.side} /> order on {marketCode(markets, o.marketId)}
        </Link>
        : {enumToWords(o.status).toLowerCase()}, {orderSize(markets, o.marketId, o.remaining)} of{' '}
        {orderSize(markets, o.marketId, o.size)} remaining.
      </p>
      <h4>Versions</h4>
      {versions.isSuccess ? (
        <OrderVersions versions={versions.data.edges.map((e) => e.node)} markets={markets} />
      ) : versions.isError ? (
        <ErrorState error={versions.error} retry={() => void versions.refetch()} />
      ) : (
        <p aria-busy="true">Loading versions…</p>
      )}
      <h4>Trades</h4>
      <OrderTrades orderId={o.id} markets={markets} />
    </div>
  );
}
