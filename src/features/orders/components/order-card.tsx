import { Link } from 'react-router';
import type { Order } from '#contract/order.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import {
  marketCode,
  orderSize,
  priceCell,
  type OrderMarkets,
} from '../../../entities/order/order-format.ts';
import { SideText } from '../../../entities/order/order-columns.tsx';

/** Lines of an order's card (the list's fixed card height follows it). */
export const ORDER_CARD_LINES = 3;

/**
 * An order in three lines, for the list on narrow screens, each short enough for a 390 px
 * phone: what was ordered; its status and what is left; its id (never cut to "…") and when it
 * was placed (an exact "2026-01-01 00:10:27 UTC" too).
 */
export function OrderCard({ order, markets }: { order: Order; markets: OrderMarkets }) {
  const size = (raw: string) => orderSize(markets, order.marketId, raw);
  return (
    <div className="row-card">
      <p className="row-card-line">
        <SideText side={order.side} /> {size(order.size)}{' '}
        <Link to={paths.market.href(order.marketId)}>{marketCode(markets, order.marketId)}</Link> @{' '}
        {priceCell(markets, order)} <span className="muted">{enumToWords(order.timeInForce)}</span>
      </p>
      <p className="row-card-line muted">
        {enumToWords(order.status)}, {size(order.remaining)} left
      </p>
      <p className="row-card-line muted">
        <IdText value={order.id} href={paths.order.href(order.id)} /> ·{' '}
        <Timestamp ns={order.createdAt} />
      </p>
    </div>
  );
}
