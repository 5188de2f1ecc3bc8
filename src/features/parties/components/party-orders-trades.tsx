import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Order } from '#contract/order.ts';
import { ordersStream } from '#contract/stream-results/orders.ts';
import { tradesStream } from '#contract/stream-results/trades.ts';
import type { Trade } from '#contract/trade.ts';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { orderColumns } from '../../../entities/order/order-columns.tsx';
import type { OrderMarkets } from '../../../entities/order/order-format.ts';
import { byIntegerDesc } from '../../../streams/merge/capped-list.ts';
import type { LiveHeadRules } from '../../../streams/merge/live-head.ts';
import { useStreamedLiveList } from '../../../streams/use-streamed-live-list.ts';
import { partyOrdersQueries } from '../api/party-orders-queries.ts';
import type { Lookups } from '../lookups.ts';
import { LiveTable } from '../../../components/ui/live-table.tsx';
import { tradeColumns } from './trading-columns.tsx';

const NO_MARKETS: OrderMarkets = new Map();

/** Newest first by creation (block) time; a later version of an order replaces an earlier one. */
const ORDER_RULES: LiveHeadRules<Order> = {
  keyOf: (o) => o.id,
  compare: byIntegerDesc((o) => o.createdAt),
  versionOf: (o) => [o.version, o.updatedAt],
};

/** Newest first by block time (the API's order within a block is kept by the merge). */
const TRADE_RULES: LiveHeadRules<Trade> = {
  keyOf: (t) => t.id,
  compare: byIntegerDesc((t) => t.timestamp),
};

/** The party's orders; new ones arrive from the orders stream filtered by the party. */
export function PartyOrders({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const list = partyOrdersQueries.orders(partyId);
  const query = useInfiniteQuery(list);
  const loaded = useMemo(
    () => query.data && flattenNodes(query.data.pages, (o) => o.id),
    [query.data],
  );
  const live = useStreamedLiveList({
    list,
    loaded,
    head: partyOrdersQueries.ordersHead(partyId),
    readPage: partyOrdersQueries.orderRows,
    rules: ORDER_RULES,
    stream: {
      path: ordersStream.path,
      params: { partyIds: [partyId] },
      resultSchema: ordersStream.result,
      // The snapshot (live orders) too: one placed before the stream opened may be new.
      rowsOf: (r) => [...(r.snapshot?.orders ?? []), ...(r.updates?.orders ?? [])],
    },
  });
  const columns = useMemo(
    () => orderColumns(lookups.markets ?? NO_MARKETS, { partyId }),
    [lookups, partyId],
  );
  return (
    <LiveTable
      query={query}
      live={live}
      label="Orders"
      noun={['order', 'orders']}
      columns={columns}
      rowId={ORDER_RULES.keyOf}
      empty="This party has placed no orders."
    />
  );
}

/** The party's trades as buyer or seller; new ones arrive from the trades stream. */
export function PartyTrades({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const list = partyOrdersQueries.trades(partyId);
  const query = useInfiniteQuery(list);
  const loaded = useMemo(
    () => query.data && flattenNodes(query.data.pages, (t) => t.id),
    [query.data],
  );
  const live = useStreamedLiveList({
    list,
    loaded,
    head: partyOrdersQueries.tradesHead(partyId),
    readPage: partyOrdersQueries.tradeRows,
    rules: TRADE_RULES,
    stream: {
      path: tradesStream.path,
      params: { partyIds: [partyId] },
      resultSchema: tradesStream.result,
      rowsOf: (r) => r.trades,
    },
  });
  const columns = useMemo(() => tradeColumns(lookups, partyId), [lookups, partyId]);
  return (
    <LiveTable
      query={query}
      live={live}
      label="Trades"
      noun={['trade', 'trades']}
      columns={columns}
      rowId={TRADE_RULES.keyOf}
      empty="This party has no trades."
    />
  );
}
