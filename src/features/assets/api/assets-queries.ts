import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  assetResponseSchema,
  assetsResponseSchema,
} from '../../../../server/src/contract/asset.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';

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
};
