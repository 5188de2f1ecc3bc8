import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ordersQueries } from './api/orders-queries.ts';
import type { OrderMarket, OrderMarkets } from './order-format.ts';

/** Markets by id; empty until loaded (prices and sizes then show raw, never wrong). */
export function useOrderMarkets(): { markets: OrderMarkets; list: OrderMarket[] } {
  const query = useQuery(ordersQueries.markets());
  return useMemo(() => {
    const list = query.data ?? [];
    return { markets: new Map(list.map((m) => [m.id, m])), list };
  }, [query.data]);
}
