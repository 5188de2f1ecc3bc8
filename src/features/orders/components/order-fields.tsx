import { Link } from 'react-router';
import type { Order } from '#contract/order.ts';
import { NETWORK_PARTY } from '#contract/party.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import {
  marketCode,
  orderPrice,
  orderSize,
  priceCell,
  type OrderMarkets,
} from '../../../entities/order/order-format.ts';
import { SideText } from '../../../entities/order/order-columns.tsx';

/** Every field of the order's current version, formatted. */
export function OrderFields({ order, markets }: { order: Order; markets: OrderMarkets }) {
  const size = (raw: string) => orderSize(markets, order.marketId, raw);
  const filled = (BigInt(order.size) - BigInt(order.remaining)).toString();
  return (
    <dl className="fields">
      <dt>ID</dt>
      <dd>
        <IdText value={order.id} full />
      </dd>
      <dt>Market</dt>
      <dd>
        <Link to={paths.market.href(order.marketId)}>{marketCode(markets, order.marketId)}</Link>{' '}
        <IdText value={order.marketId} />
      </dd>
      <dt>Party</dt>
      <dd>
        {order.partyId === NETWORK_PARTY ? (
          <Link to={paths.party.href(NETWORK_PARTY)}>Network</Link>
        ) : (
          <IdText value={order.partyId} href={paths.party.href(order.partyId)} />
        )}
      </dd>
      <dt>Side</dt>
      <dd>
        <SideText side={order.side} />
      </dd>
      <dt>Type</dt>
      <dd>{enumToWords(order.type)}</dd>
      <dt>Time in force</dt>
      <dd>{enumToWords(order.timeInForce)}</dd>
      <dt>Status</dt>
      <dd>
        {enumToWords(order.status)}
        {order.reason && order.reason !== 'ORDER_ERROR_UNSPECIFIED' && (
          <> — {enumToWords(order.reason)}</>
        )}
      </dd>
      <dt>Price</dt>
      <dd className="num-text">{priceCell(markets, order)}</dd>
      <dt>Size</dt>
      <dd className="num-text">{size(order.size)}</dd>
      <dt>Remaining</dt>
      <dd className="num-text">{size(order.remaining)}</dd>
      <dt>Filled</dt>
      <dd className="num-text">{size(filled)}</dd>
      <dt>Created</dt>
      <dd>
        <Timestamp ns={order.createdAt} />
      </dd>
      <dt>Updated</dt>
      <dd>
        <Timestamp ns={order.updatedAt} />
      </dd>
      <dt>Expires</dt>
      <dd>{order.expiresAt === '0' ? 'Never' : <Timestamp ns={order.expiresAt} />}</dd>
      <dt>Version</dt>
      <dd>{order.version}</dd>
      <dt>Reference</dt>
      <dd>{order.reference || '—'}</dd>
      <dt>Batch</dt>
      <dd>{order.batchId}</dd>
      {order.peggedOrder && (
        <>
          <dt>Pegged to</dt>
          <dd>
            {enumToWords(order.peggedOrder.reference)}, offset{' '}
            {orderPrice(markets, order.marketId, order.peggedOrder.offset)}
          </dd>
        </>
      )}
      <dt>Liquidity provision</dt>
      <dd>{order.liquidityProvisionId ? <IdText value={order.liquidityProvisionId} /> : 'None'}</dd>
      <dt>Post only</dt>
      <dd>{order.postOnly ? 'Yes' : 'No'}</dd>
      <dt>Reduce only</dt>
      <dd>{order.reduceOnly ? 'Yes' : 'No'}</dd>
    </dl>
  );
}
