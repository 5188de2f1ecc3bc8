import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Trade } from '#contract/trade.ts';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { ordersQueries } from '../api/orders-queries.ts';
import { orderPrice, orderSize, type OrderMarkets } from '../../../entities/order/order-format.ts';
import { NUMERIC, PartyId, SideText } from '../../../entities/order/order-columns.tsx';

const column = createColumnHelper<Trade>();

function tradeColumns(markets: OrderMarkets, orderId: string) {
  return [
    column.accessor('timestamp', {
      header: 'Time',
      cell: (info) => <Timestamp ns={info.getValue()} />,
    }),
    column.accessor('price', {
      header: 'Price',
      meta: NUMERIC,
      cell: (info) => orderPrice(markets, info.row.original.marketId, info.getValue()),
    }),
    column.accessor('size', {
      header: 'Size',
      meta: NUMERIC,
      cell: (info) => orderSize(markets, info.row.original.marketId, info.getValue()),
    }),
    column.display({
      id: 'role',
      header: 'This order',
      cell: (info) => {
        const t = info.row.original;
        const ourSide = t.buyOrder === orderId ? 'SIDE_BUY' : 'SIDE_SELL';
        return t.aggressor === ourSide ? 'Took liquidity' : 'Provided liquidity';
      },
    }),
    column.accessor('aggressor', {
      header: 'Aggressor',
      cell: (info) => <SideText side={info.getValue()} />,
    }),
    column.accessor('buyer', { header: 'Buyer', cell: (info) => <PartyId id={info.getValue()} /> }),
    column.accessor('seller', {
      header: 'Seller',
      cell: (info) => <PartyId id={info.getValue()} />,
    }),
    column.accessor('id', { header: 'Trade', cell: (info) => <IdText value={info.getValue()} /> }),
  ];
}

/** The trades the order took part in (`/api/v2/trades?orderIds=`). */
export function OrderTrades({ orderId, markets }: { orderId: string; markets: OrderMarkets }) {
  const query = useInfiniteQuery(ordersQueries.trades(orderId));
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (t) => t.id), [query.data]);
  const columns = useMemo(() => tradeColumns(markets, orderId), [markets, orderId]);
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return (
    <DataTable
      label="Trades of this order"
      columns={columns}
      rows={rows}
      rowId={(t) => t.id}
      isLoading={query.isPending}
      empty="This order has not traded."
      paging={
        rows.length > 0
          ? {
              hasNextPage: query.hasNextPage,
              isFetchingNextPage: query.isFetchingNextPage,
              fetchNextPage: () => void query.fetchNextPage(),
            }
          : undefined
      }
    />
  );
}
