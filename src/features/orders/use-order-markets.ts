import { useMemo } from 'react';
import { useMarketDirectory } from '../../entities/market/market-directory.ts';
import type { OrderMarket, OrderMarkets } from '../../entities/order/order-format.ts';

/** Markets by id; empty until loaded (prices and sizes then show raw, never wrong). */
export function useOrderMarkets(): { markets: OrderMarkets; list: OrderMarket[] } {
  const { markets } = useMarketDirectory();
  return useMemo(() => ({ markets, list: [...markets.values()] }), [markets]);
}
