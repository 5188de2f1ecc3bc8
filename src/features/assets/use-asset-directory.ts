import { useQuery } from '@tanstack/react-query';
import type { Asset } from '#contract/asset.ts';
import { assetsQueries } from './api/assets-queries.ts';

/**
 * Every asset by id, for pages that format amounts (routes pass it to other features). Undefined
 * while loading or when the list failed: callers then show raw amounts.
 */
export function useAssetDirectory(): ReadonlyMap<string, Asset> | undefined {
  return useQuery(assetsQueries.directory()).data;
}
