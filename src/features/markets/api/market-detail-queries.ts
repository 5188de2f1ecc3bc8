import { queryOptions } from '@tanstack/react-query';
import { candleIntervalsResponseSchema, candlesResponseSchema } from '#contract/candle.ts';
import { liquidityProvisionsResponseSchema } from '#contract/liquidity.ts';
import { latestMarketDepthResponseSchema } from '#contract/market-depth.ts';
import { marketResponseSchema } from '#contract/market.ts';
import { fetchAllNodes } from '../../../api/fetch-all-nodes.ts';
import { getJson } from '../../../api/http-client.ts';
import { marketPath } from './markets-queries.ts';

/** Candles loaded per chart: history to pan and zoom through (about 16 h of 1-minute ones). */
export const CANDLES_SHOWN = 1000;

/**
 * One market's own reads: the market page and its tabs (apart from the list's, whose first route
 * carries none of them).
 */
export const marketDetailQueries = {
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
};
