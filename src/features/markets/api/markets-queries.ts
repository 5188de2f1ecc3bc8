import { queryOptions } from '@tanstack/react-query';
import { candlesResponseSchema } from '#contract/candle.ts';
import {
  latestMarketDataResponseSchema,
  marketsDataResponseSchema,
} from '#contract/market-data.ts';
import {
  assetDirectoryQuery,
  toAssetEntity,
  type AssetEntity,
} from '../../../entities/asset/asset-directory.ts';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';
import { hourlyCandleId, VOLUME_CANDLES } from '../volume-24h.ts';

/** What the markets pages need of an asset: the entity layer's projection. */
export type AssetSummary = AssetEntity;

/** How often the list's 24 h volumes are re-read (they come from hourly candles). */
const VOLUME_REFRESH_MS = 60_000;

export const marketPath = (marketId: string) => encodeURIComponent(marketId);

/**
 * What the markets list and the home page read (and the market page too). One market's own
 * reads — its record, book, candles, liquidity — are market-detail-queries.ts: the list's
 * first-route JavaScript does not carry them.
 */
export const marketsQueries = {
  /** Every market, whole: the entity layer's one markets query (shared with every page). */
  list: () => marketDirectoryQuery(),
  /** Settlement assets by id (symbol, decimals): the entity layer's one assets query. */
  assets: () =>
    queryOptions({
      ...assetDirectoryQuery(),
      select: (assets): Record<string, AssetSummary> =>
        Object.fromEntries(assets.map((a) => [a.id, toAssetEntity(a)])),
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
