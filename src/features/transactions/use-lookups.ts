import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stakeAssetIdQuery, useAssetDirectory } from '../../entities/asset/asset-directory.ts';
import { useMarketDirectory } from '../../entities/market/market-directory.ts';
import { useProposalDirectory } from '../../entities/proposal/proposal-directory.ts';
import { useValidatorDirectory } from '../../entities/validator/validator-directory.ts';
import type { Lookups } from './decode/lookups.ts';

/**
 * Markets, assets, validators, proposals and the governance token for decoding, from the
 * entity layer's directories. Until they arrive (or when they fail) values show raw and say
 * so, so a transaction never waits on them to render.
 */
export function useLookups(): Lookups & { loading: boolean } {
  const { markets, pending: marketsPending } = useMarketDirectory();
  const { assets, pending: assetsPending } = useAssetDirectory();
  const { validators } = useValidatorDirectory();
  const { proposals } = useProposalDirectory();
  const governance = useQuery(stakeAssetIdQuery());
  return useMemo(
    () => ({
      markets,
      assets,
      validators,
      proposals,
      ...(governance.data ? { governanceAssetId: governance.data } : {}),
      loading: marketsPending || assetsPending,
    }),
    [markets, assets, validators, proposals, governance.data, marketsPending, assetsPending],
  );
}
