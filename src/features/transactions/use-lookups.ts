import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lookupQueries } from './api/lookup-queries.ts';
import type { Lookups } from './decode/lookups.ts';

/**
 * Markets, assets and the governance token for decoding. Until they arrive (or when they
 * fail) values show raw and say so, so a transaction never waits on them to render.
 */
export function useLookups(): Lookups & { loading: boolean } {
  const markets = useQuery(lookupQueries.markets());
  const assets = useQuery(lookupQueries.assets());
  const governance = useQuery(lookupQueries.governanceAsset());
  return useMemo(
    () => ({
      markets: new Map((markets.data ?? []).map((m) => [m.id, m])),
      assets: new Map((assets.data ?? []).map((a) => [a.id, a])),
      ...(governance.data ? { governanceAssetId: governance.data } : {}),
      loading: markets.isPending || assets.isPending,
    }),
    [markets.data, assets.data, governance.data, markets.isPending, assets.isPending],
  );
}
