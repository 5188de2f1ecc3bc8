import { queryOptions } from '@tanstack/react-query';
import { assetsResponseSchema } from '#contract/asset.ts';
import { candleIntervalsResponseSchema, candlesResponseSchema } from '#contract/candle.ts';
import {
  latestMarketDataResponseSchema,
  marketsDataResponseSchema,
} from '#contract/market-data.ts';
import { latestMarketDepthResponseSchema } from '#contract/market-depth.ts';
import { marketResponseSchema, marketsResponseSchema } from '#contract/market.ts';
import { liquidityProvisionsResponseSchema } from '#contract/liquidity.ts';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';
import { hourlyCandleId, VOLUME_CANDLES } from '../volume-24h.ts';
import { fetchAllNodes } from './fetch-all-nodes.ts';

/** What the markets pages need of an asset. */
export interface AssetSummary {
  id: string;
  symbol: string;
  name: string;
  decimals: number;
}

/** Candles loaded per chart: history to pan and zoom through (about 16 h of 1-minute ones). */
export const CANDLES_SHOWN = 1000;
/** How often the list's 24 h volumes are re-read (they come from hourly candles). */
const VOLUME_REFRESH_MS = 60_000;

const marketPath = (marketId: string) => encodeURIComponent(marketId);

export const marketsQueries = {
  list: () =>
    queryOptions({
      queryKey: ['markets', 'list'],
      queryFn: ({ signal }) =>
        fetchAllNodes('/api/v2/markets', marketsResponseSchema, (r) => r.markets, signal),
    }),
  detail: (marketId: string) =>
    queryOptions({
      queryKey: ['markets', 'detail', marketId],
      queryFn: ({ signal }) =>
        getJson(`/api/v2/market/${marketPath(marketId)}`, marketResponseSchema, {}, signal).then(
          (r) => r.market,
        ),
    }),
  /** Every liquidity provision of the market, live or not, newest first. */
  liquidityProvisions: (marketId: string) =>
    queryOptions({
      queryKey: ['markets', 'liquidity-provisions', marketId],
      queryFn: ({ signal }) =>
        fetchAllNodes(
          '/api/v2/liquidity/provisions',
          liquidityProvisionsResponseSchema,
          (r) => r.liquidityProvisions,
          signal,
          { marketId },
        ),
    }),
  /** Settlement assets by id (symbol, decimals); a key of its own, not the assets feature's. */
  assets: () =>
    queryOptions({
      queryKey: ['markets', 'assets'],
      queryFn: async ({ signal }) => {
        const assets = await fetchAllNodes(
          '/api/v2/assets',
          assetsResponseSchema,
          (r) => r.assets,
          signal,
        );
        return Object.fromEntries(
          assets.map((a): [string, AssetSummary] => [
            a.id,
            {
              id: a.id,
              symbol: a.details.symbol,
              name: a.details.name,
              decimals: Number(a.details.decimals),
            },
          ]),
        );
      },
      staleTime: Infinity,
    }),
  allData: () =>
    queryOptions({
      queryKey: ['markets', 'data'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/markets/data', marketsDataResponseSchema, {}, signal).then(
          (r) => r.marketsData,
        ),
    }),
  /** The latest market data, or null while the market has none yet. */
  latestData: (marketId: string) =>
    queryOptions({
      queryKey: ['markets', 'data', marketId],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/market/data/${marketPath(marketId)}/latest`,
          latestMarketDataResponseSchema,
          {},
          signal,
        )
          .then((r) => r.marketData)
          .catch((err: unknown) => {
            if (err instanceof ApiRequestError && err.isNotFound) return null;
            throw err;
          }),
    }),
  /** The book snapshot; always re-read (the live book resyncs from it). */
  depth: (marketId: string) =>
    queryOptions({
      queryKey: ['markets', 'depth', marketId],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/market/depth/${marketPath(marketId)}/latest`,
          latestMarketDepthResponseSchema,
          {},
          signal,
        ),
      staleTime: 0,
    }),
  candleIntervals: (marketId: string) =>
    queryOptions({
      queryKey: ['markets', 'candle-intervals', marketId],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/candle/intervals',
          candleIntervalsResponseSchema,
          { marketId },
          signal,
        ).then((r) => r.intervalToCandleId),
      staleTime: Infinity,
    }),
  /** The newest candles of one interval, newest first. */
  candles: (candleId: string) =>
    queryOptions({
      queryKey: ['markets', 'candles', candleId],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/candle',
          candlesResponseSchema,
          { candleId, 'pagination.first': CANDLES_SHOWN },
          signal,
        ).then((r) => r.candles.edges.map((e) => e.node)),
    }),
  /** Hourly candles behind the list's 24 h volume. */
  volume: (marketId: string) =>
    queryOptions({
      queryKey: ['markets', 'volume-24h', marketId],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/candle',
          candlesResponseSchema,
          { candleId: hourlyCandleId(marketId), 'pagination.first': VOLUME_CANDLES },
          signal,
        ).then((r) => r.candles.edges.map((e) => e.node)),
      refetchInterval: VOLUME_REFRESH_MS,
    }),
};
