import { queryOptions } from '@tanstack/react-query';
import type { Asset } from '#contract/asset.ts';
import { asset, assets } from '#contract/endpoints/assets.ts';
import { assetDirectoryQuery } from '../../../entities/asset/asset-directory.ts';
import { connectionPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';

export const assetsQueries = {
  list: () => connectionPages(assets, {}),
  detail: (assetId: string) =>
    queryOptions({ ...endpointQuery(asset, { assetId }), select: (r) => r.asset }),
  /** Every asset by id (whole records): the entity layer's one assets query. */
  directory: () =>
    queryOptions({
      ...assetDirectoryQuery(),
      select: ({ nodes }) => new Map<string, Asset>(nodes.map((a) => [a.id, a])),
    }),
  /** Markets whose future settles in the asset (the API has no such filter: all are read). */
  settlingMarkets: (assetId: string) =>
    queryOptions({
      ...marketDirectoryQuery(),
      select: ({ nodes }) =>
        nodes.filter((m) => m.tradableInstrument.instrument.future?.settlementAsset === assetId),
    }),
};
