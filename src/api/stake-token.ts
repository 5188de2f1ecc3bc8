import { queryOptions } from '@tanstack/react-query';
import { assetResponseSchema } from '#contract/asset.ts';
import { networkParameterResponseSchema } from '#contract/network-parameter.ts';
import { displayAmount, type Displayed } from '../lib/format/display-rules.ts';
import { getJson } from './http-client.ts';

/**
 * The governance token (`reward.asset`): validators' stake, delegations and governance votes
 * are all counted in it. One query, one cache entry, for the validator and governance pages.
 */
export interface StakeToken {
  symbol: string;
  decimals: number;
}

/** The token changes only by governance. */
const TOKEN_STALE_MS = 60_000;

export const stakeTokenQuery = () =>
  queryOptions({
    queryKey: ['network', 'stake-token'],
    queryFn: async ({ signal }): Promise<StakeToken> => {
      const param = await getJson(
        '/api/v2/network/parameters/reward.asset',
        networkParameterResponseSchema,
        {},
        signal,
      );
      const { asset } = await getJson(
        `/api/v2/asset/${encodeURIComponent(param.networkParameter.value)}`,
        assetResponseSchema,
        {},
        signal,
      );
      return { symbol: asset.details.symbol, decimals: Number(asset.details.decimals) };
    },
    staleTime: TOKEN_STALE_MS,
  });

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
