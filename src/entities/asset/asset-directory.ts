import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assetsResponseSchema, type Asset } from '#contract/asset.ts';
import { networkParameterResponseSchema } from '#contract/network-parameter.ts';
import { endpoint, endpointKey, fetchEndpoint, fetchEveryNode } from '../../api/endpoints.ts';
import { DIRECTORY_STALE_MS } from '../directory-stale.ts';

/** What pages need of an asset to name it and to read its amounts; typed from the contract. */
export interface AssetEntity {
  id: Asset['id'];
  symbol: Asset['details']['symbol'];
  name: Asset['details']['name'];
  decimals: number;
}

export const toAssetEntity = (a: Asset): AssetEntity => ({
  id: a.id,
  symbol: a.details.symbol,
  name: a.details.name,
  decimals: Number(a.details.decimals),
});

const assetsEndpoint = endpoint('assets', '/api/v2/assets', assetsResponseSchema);
const networkParameterEndpoint = endpoint(
  'networkParameter',
  '/api/v2/network/parameters/{key}',
  networkParameterResponseSchema,
);

/** Every asset, whole: the one query of `/api/v2/assets` every page shares. */
export const assetDirectoryQuery = () =>
  queryOptions({
    queryKey: endpointKey(assetsEndpoint),
    queryFn: ({ signal }) => fetchEveryNode(assetsEndpoint, (r) => r.assets, {}, signal),
    staleTime: DIRECTORY_STALE_MS,
  });

export type AssetDirectory = ReadonlyMap<string, AssetEntity>;

const EMPTY: AssetDirectory = new Map();

/** Assets by id; empty until loaded (amounts then show raw and say so). */
export function useAssetDirectory(): { assets: AssetDirectory; pending: boolean } {
  const query = useQuery(assetDirectoryQuery());
  const assets = useMemo(
    () => (query.data ? new Map(query.data.map((a) => [a.id, toAssetEntity(a)])) : EMPTY),
    [query.data],
  );
  return { assets, pending: query.isPending };
}

/**
 * The governance token's asset id (`reward.asset`): stake, delegations and votes are counted
 * in it.
 */
export const stakeAssetIdQuery = () =>
  queryOptions({
    queryKey: endpointKey(networkParameterEndpoint, { key: 'reward.asset' }),
    queryFn: ({ signal }) =>
      fetchEndpoint(networkParameterEndpoint, { key: 'reward.asset' }, signal).then(
        (r) => r.networkParameter.value,
      ),
    staleTime: DIRECTORY_STALE_MS,
  });
