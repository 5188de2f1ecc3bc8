import { useQuery } from '@tanstack/react-query';
import { asset } from '#contract/endpoints/assets.ts';
import { displayAmount, type Displayed } from '../../lib/format/display-rules.ts';
import { endpointQuery } from '../endpoint/endpoint-query.ts';
import { stakeAssetIdQuery } from './asset-directory.ts';

/**
 * The governance token (`reward.asset`): validators' stake, delegations and governance votes
 * are all counted in it. Read as the network parameter, then that asset: the same two answers
 * (and keys) as every other page reading them.
 */
export interface StakeToken {
  symbol: string;
  decimals: number;
}

/** The token changes only by governance. */
const TOKEN_STALE_MS = 60_000;

/** The governance token (undefined until both answers are in), and whether it is still coming:
 * false once it is known or either answer failed. */
export function useStakeTokenState(): { token: StakeToken | undefined; isPending: boolean } {
  const assetIdQuery = useQuery(stakeAssetIdQuery());
  const assetId = assetIdQuery.data;
  const tokenQuery = useQuery({
    ...endpointQuery(asset, { assetId: assetId ?? '' }),
    enabled: assetId !== undefined,
    select: ({ asset: { details } }): StakeToken => ({
      symbol: details.symbol,
      decimals: Number(details.decimals),
    }),
    staleTime: TOKEN_STALE_MS,
  });
  return {
    token: tokenQuery.data,
    isPending: assetIdQuery.isPending || (assetId !== undefined && tokenQuery.isPending),
  };
}

/** The governance token, once both answers are in. */
export function useStakeToken(): StakeToken | undefined {
  return useStakeTokenState().token;
}

/**
 * An amount in whole tokens by the display rules ("12,300.5 VOTE", exact on hover); the raw
 * base units, marked, until the token is known.
 */
export function tokenAmount(raw: bigint | string, token: StakeToken | undefined): Displayed {
  const text = raw.toString();
  if (!token) return { text: `${text} (raw)`, exact: text };
  return displayAmount(text, token.decimals, token.symbol);
}

/** tokenAmount's text, for sentences. */
export function formatTokenAmount(raw: bigint | string, token: StakeToken | undefined): string {
  return tokenAmount(raw, token).text;
}
