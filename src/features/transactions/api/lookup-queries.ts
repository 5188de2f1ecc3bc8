import { queryOptions } from '@tanstack/react-query';
import { assetsResponseSchema } from '#contract/asset.ts';
import { marketsResponseSchema } from '#contract/market.ts';
import { networkParameterResponseSchema } from '#contract/network-parameter.ts';
import { getJson } from '../../../api/http-client.ts';
import type { AssetInfo, MarketInfo } from '../decode/lookups.ts';

/** Markets and assets change rarely; decoding reads them for names and decimals. */
const LOOKUP_STALE_MS = 60_000;

export const lookupQueries = {
  markets: () =>
    queryOptions({
      queryKey: ['transactions', 'lookup', 'markets'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/markets', marketsResponseSchema, {}, signal).then((r): MarketInfo[] =>
          r.markets.edges.map(({ node: m }) => ({
            id: m.id,
            code: m.tradableInstrument.instrument.code,
            decimalPlaces: Number(m.decimalPlaces),
            positionDecimalPlaces: Number(m.positionDecimalPlaces),
            ...(m.tradableInstrument.instrument.future
              ? { settlementAsset: m.tradableInstrument.instrument.future.settlementAsset }
              : {}),
          })),
        ),
      staleTime: LOOKUP_STALE_MS,
    }),
  assets: () =>
    queryOptions({
      queryKey: ['transactions', 'lookup', 'assets'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/assets', assetsResponseSchema, {}, signal).then((r): AssetInfo[] =>
          r.assets.edges.map(({ node: a }) => ({
            id: a.id,
            symbol: a.details.symbol,
            decimals: Number(a.details.decimals),
          })),
        ),
      staleTime: LOOKUP_STALE_MS,
    }),
  /** `reward.asset` names the governance token, the asset of stake and delegations. */
  governanceAsset: () =>
    queryOptions({
      queryKey: ['transactions', 'lookup', 'governance-asset'],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/network/parameters/reward.asset',
          networkParameterResponseSchema,
          {},
          signal,
        ).then((r) => r.networkParameter.value),
      staleTime: LOOKUP_STALE_MS,
    }),
};
