import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { partyTradingQueries } from '../api/party-trading-queries.ts';
import type { Lookups } from '../lookups.ts';
import { orderColumns, tradeColumns } from './trading-columns.tsx';

export function PartyOrders({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const query = useInfiniteQuery(partyTradingQueries.orders(partyId));
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (o) => o.id), [query.data]);
  const columns = useMemo(() => orderColumns(lookups), [lookups]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Orders"
      columns={columns}
      rowId={(o) => o.id}
      empty="This party has placed no orders."
    />
  );
}

export function PartyTrades({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const query = useInfiniteQuery(partyTradingQueries.trades(partyId));
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (t) => t.id), [query.data]);
  const columns = useMemo(() => tradeColumns(lookups, partyId), [lookups, partyId]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Trades"
      columns={columns}
      rowId={(t) => t.id}
      empty="This party has no trades."
    />
  );
}
