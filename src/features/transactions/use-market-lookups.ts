import { useMemo } from 'react';
import { useAssetDirectory } from '../../entities/asset/asset-directory.ts';
import { useMarketDirectory } from '../../entities/market/market-directory.ts';
import type { Lookups } from './decode/lookups.ts';

/**
 * Markets and assets for decoding order commands (prices, sizes, market names): what
 * use-lookups.ts reads without the validators, proposals and governance token only other
 * commands name. Values show raw until the directories arrive.
 */
export function useMarketLookups(): Lookups {
  const { markets } = useMarketDirectory();
  const { assets } = useAssetDirectory();
  return useMemo(() => ({ markets, assets }), [markets, assets]);
}
