import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { assetResponseSchema, assetsResponseSchema, type Asset } from '#contract/asset.ts';
import { marketsResponseSchema } from '#contract/market.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { fetchAllPages } from '../../../api/connection-pages.ts';

/** Assets and markets change only by governance: a directory may be a minute old. */
const DIRECTORY_STALE_MS = 60_000;

export const assetsQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: ['assets', 'list'],
      queryFn: ({ pageParam, signal }) =>
        getJson('/api/v2/assets', assetsResponseSchema, forwardPage(pageParam), signal).then(
          (r) => r.assets,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  detail: (assetId: string) =>
    queryOptions({
      queryKey: ['assets', 'detail', assetId],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/asset/${encodeURIComponent(assetId)}`,
          assetResponseSchema,
          {},
          signal,
        ).then((r) => r.asset),
    }),
  /** Every asset by id: symbols and decimals for pages that show amounts. */
  directory: () =>
    queryOptions({
      queryKey: ['assets', 'directory'],
      queryFn: ({ signal }) =>
        fetchAllPages((params) =>
          getJson('/api/v2/assets', assetsResponseSchema, params, signal).then((r) => r.assets),
        ).then((assets) => new Map<string, Asset>(assets.map((a) => [a.id, a]))),
      staleTime: DIRECTORY_STALE_MS,
    }),
  /** Markets whose future settles in the asset (the API has no such filter: all are read). */
  settlingMarkets: (assetId: string) =>
    queryOptions({
      queryKey: ['assets', 'settling-markets', assetId],
      queryFn: ({ signal }) =>
        fetchAllPages((params) =>
          getJson('/api/v2/markets', marketsResponseSchema, params, signal).then((r) => r.markets),
        ).then((markets) =>
          markets.filter(
            (m) => m.tradableInstrument.instrument.future?.settlementAsset === assetId,
          ),
        ),
      staleTime: DIRECTORY_STALE_MS,
    }),
};
