import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Order } from '#contract/order.ts';
import { IdText } from '../../components/ui/id-text.tsx';
import { Timestamp } from '../../components/ui/timestamp.tsx';
import { paths } from '../../config/paths.ts';
import { enumToWords } from '../../lib/enum-words.ts';
import {
  marketCode,
  orderSize,
  priceCell,
  sideDisplay,
  type OrderMarkets,
} from './order-format.ts';

const column = createColumnHelper<Order>();

/** Figures are right-aligned in tabular digits: DataTable puts the class on the th and tds. */
export const NUMERIC = { className: 'num' };

export function SideText({ side }: { side: Order['side'] }) {
  const { word, className } = sideDisplay(side);
  return <span className={className}>{word}</span>;
}

/** A party's key, linked to its page; the network's own orders and trades (close-outs) say so. */
export function PartyId({ id }: { id: string }) {
  return id === 'network' ? 'Network' : <IdText value={id} href={paths.party.href(id)} />;
}

/**
 * The one column set of orders: /orders and a party's orders tab. Built per markets map
 * (prices and sizes need the market's decimals). Seen from a party (`partyId`), the party
 * column goes: it would say the same on every row.
 */
export function orderColumns(markets: OrderMarkets, { partyId }: { partyId?: string } = {}) {
  return [
    column.accessor('createdAt', {
      header: 'Created',
      cell: (info) => <Timestamp ns={info.getValue()} />,
    }),
    column.accessor('marketId', {
      id: 'market',
      header: 'Market',
      cell: (info) => (
        <Link to={paths.market.href(info.getValue())}>{marketCode(markets, info.getValue())}</Link>
      ),
    }),
    column.accessor('side', {
      header: 'Side',
      cell: (info) => <SideText side={info.getValue()} />,
    }),
    column.accessor('type', { header: 'Type', cell: (info) => enumToWords(info.getValue()) }),
    column.accessor('timeInForce', { header: 'TIF', cell: (info) => enumToWords(info.getValue()) }),
    column.display({
      id: 'price',
      header: 'Price',
      meta: NUMERIC,
      cell: (info) => priceCell(markets, info.row.original),
    }),
    column.accessor('size', {
      header: 'Size',
      meta: NUMERIC,
      cell: (info) => orderSize(markets, info.row.original.marketId, info.getValue()),
    }),
    column.accessor('remaining', {
      header: 'Remaining',
      meta: NUMERIC,
      cell: (info) => orderSize(markets, info.row.original.marketId, info.getValue()),
    }),
    column.accessor('status', { header: 'Status', cell: (info) => enumToWords(info.getValue()) }),
    ...(partyId === undefined
      ? [
          column.accessor('partyId', {
            id: 'party',
            header: 'Party',
            cell: (info) => <PartyId id={info.getValue()} />,
          }),
        ]
      : []),
    column.accessor('id', {
      header: 'Order',
      cell: (info) => <IdText value={info.getValue()} href={paths.order.href(info.getValue())} />,
    }),
  ];
}
