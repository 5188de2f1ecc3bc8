import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { marketsQueries } from '../api/markets-queries.ts';
import type { MarketRow } from '../components/market-columns.tsx';
import {
  currentStatus,
  marketDecimals,
  markPriceOf,
  settlementAssetId,
  tradingHasEnded,
} from '../market-summary.ts';
import { successorsByParent } from '../successors.ts';
import { latestNs, volume24h } from '../volume-24h.ts';
import { useLiveMarketsData } from './use-live-market-data.ts';

// Module-level, so useQueries recombines (and hands out a new array) only when data changes.
const dataOfEach = <T>(results: { data?: T }[]) => results.map((r) => r.data);

/**
 * The markets list's rows: every market, its settlement asset's symbol, live mark price,
 * state and trading mode (market data stream), 24 h volume (hourly candles), and for a market
 * whose trading has ended, its successor if it has one.
 */
export function useMarketRows() {
  const markets = useQuery(marketsQueries.list());
  const assets = useQuery(marketsQueries.assets());
  const ids = useMemo(() => (markets.data ?? []).map((m) => m.id), [markets.data]);
  const live = useLiveMarketsData(ids);
  const volumeData = useQueries({
    queries: ids.map((id) => marketsQueries.volume(id)),
    combine: dataOfEach,
  });

  const successors = useMemo(() => successorsByParent(markets.data ?? []), [markets.data]);

  const rows = useMemo((): MarketRow[] => {
    const now = latestNs([...live.byMarket.values()].map((d) => d.timestamp));
    return (markets.data ?? []).map((market, i) => {
      const data = live.byMarket.get(market.id);
      const assetId = settlementAssetId(market);
      const candles = volumeData[i];
      const decimals = marketDecimals(market);
      const { state, tradingMode } = currentStatus(market, data);
      const successor = tradingHasEnded(state) ? successors.get(market.id) : undefined;
      return {
        id: market.id,
        code: market.tradableInstrument.instrument.code,
        name: market.tradableInstrument.instrument.name,
        state,
        tradingMode,
        assetSymbol: (assetId && assets.data?.[assetId]?.symbol) || '—',
        markPrice: markPriceOf(data),
        volume24h: candles && now !== '0' ? volume24h(candles, now) : undefined,
        priceDecimals: decimals.price,
        sizeDecimals: decimals.size,
        ...(successor && {
          successor: { id: successor.id, code: successor.tradableInstrument.instrument.code },
        }),
      };
    });
  }, [markets.data, assets.data, live.byMarket, volumeData, successors]);

  return {
    rows,
    stream: live.stream,
    isPending: markets.isPending,
    error: markets.error,
    refetch: () => void markets.refetch(),
  };
}
