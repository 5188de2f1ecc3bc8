import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf } from '#contract/endpoints/endpoint.ts';
import { candles } from '#contract/endpoints/candles.ts';
import { latestMarketData, marketsData } from '#contract/endpoints/market-data.ts';
import {
  assetDirectoryQuery,
  toAssetEntity,
  type AssetEntity,
} from '../../../entities/asset/asset-directory.ts';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { hourlyCandleId, VOLUME_CANDLES } from '../volume-24h.ts';

/** What the markets pages need of an asset: the entity layer's projection. */
export type AssetSummary = AssetEntity;

/** How often the list's 24 h volumes are re-read (they come from hourly candles). */
const VOLUME_REFRESH_MS = 60_000;

/** The candles of an answer, newest first. */
export const candleNodes = (r: AnswerOf<typeof candles>) => r.candles.edges.map((e) => e.node);

/**
 * What the markets list and the home page read (and the market page too). One market's own
 * reads — its record, book, candles, liquidity — are market-detail-queries.ts: the list's
 * first-route JavaScript does not carry them.
 */
export const marketsQueries = {
  /** Every market, whole: the entity layer's one markets query (shared with every page). */
  list: () => queryOptions({ ...marketDirectoryQuery(), select: (every) => every.nodes }),
  /** Settlement assets by id (symbol, decimals): the entity layer's one assets query. */
  assets: () =>
    queryOptions({
      ...assetDirectoryQuery(),
      select: ({ nodes }): Record<string, AssetSummary> =>
        Object.fromEntries(nodes.map((a) => [a.id, toAssetEntity(a)])),
    }),
  allData: () => queryOptions({ ...endpointQuery(marketsData), select: (r) => r.marketsData }),
  /** The latest market data; a 404 while the market has none yet. */
  latestData: (marketId: string) =>
    queryOptions({
      ...endpointQuery(latestMarketData, { marketId }),
      select: (r) => r.marketData,
    }),
  /** Hourly candles behind the list's 24 h volume. */
  volume: (marketId: string) =>
    queryOptions({
      ...endpointQuery(candles, {
        candleId: hourlyCandleId(marketId),
        'pagination.first': VOLUME_CANDLES,
      }),
      select: candleNodes,
      refetchInterval: VOLUME_REFRESH_MS,
    }),
};
