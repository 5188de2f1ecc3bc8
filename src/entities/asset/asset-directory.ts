import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Asset } from '#contract/asset.ts';
import { assets } from '#contract/endpoints/assets.ts';
import { networkParameter } from '#contract/endpoints/network-parameters.ts';
import { endpointEvery } from '../endpoint/endpoint-pages.ts';
import { endpointQuery } from '../endpoint/endpoint-query.ts';
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

/** Every asset, whole: the one query of the assets list every page shares. */
export const assetDirectoryQuery = () =>
  queryOptions({ ...endpointEvery(assets), staleTime: DIRECTORY_STALE_MS });

export type AssetDirectory = ReadonlyMap<string, AssetEntity>;

const EMPTY: AssetDirectory = new Map();

/** Assets by id; empty until loaded (amounts then show raw and say so). */
export function useAssetDirectory(): { assets: AssetDirectory; pending: boolean } {
  const query = useQuery(assetDirectoryQuery());
  const assets = useMemo(
    () => (query.data ? new Map(query.data.nodes.map((a) => [a.id, toAssetEntity(a)])) : EMPTY),
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
    ...endpointQuery(networkParameter, { key: 'reward.asset' }),
    select: (r) => r.networkParameter.value,
    staleTime: DIRECTORY_STALE_MS,
  });
