import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { assetResponseSchema, assetsResponseSchema, type Asset } from '#contract/asset.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { assetDirectoryQuery } from '../../../entities/asset/asset-directory.ts';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';

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
  /** Every asset by id (whole records): the entity layer's one assets query. */
  directory: () =>
    queryOptions({
      ...assetDirectoryQuery(),
      select: (assets) => new Map<string, Asset>(assets.map((a) => [a.id, a])),
    }),
  /** Markets whose future settles in the asset (the API has no such filter: all are read). */
  settlingMarkets: (assetId: string) =>
    queryOptions({
      ...marketDirectoryQuery(),
      select: (markets) =>
        markets.filter((m) => m.tradableInstrument.instrument.future?.settlementAsset === assetId),
    }),
};
