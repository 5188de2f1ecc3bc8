import { queryOptions } from '@tanstack/react-query';
import { assetResponseSchema } from '../../../../server/src/contract/asset.ts';
import { networkParameterResponseSchema } from '../../../../server/src/contract/network-parameter.ts';
import {
  epochResponseSchema,
  nodeResponseSchema,
  nodesResponseSchema,
} from '../../../../server/src/contract/node.ts';
import { getJson } from '../../../api/http-client.ts';
import { fetchAllPages } from '../../../api/connection-pages.ts';

/** The staking token changes only by governance. */
const TOKEN_STALE_MS = 60_000;

export interface StakeToken {
  symbol: string;
  decimals: number;
}

export const validatorsQueries = {
  /** Every node, as of `epochSeq` (undefined = the current epoch). */
  nodes: (epochSeq: string | undefined) =>
    queryOptions({
      queryKey: ['validators', 'nodes', epochSeq ?? 'current'],
      queryFn: ({ signal }) =>
        fetchAllPages((params) =>
          getJson('/api/v2/nodes', nodesResponseSchema, { ...params, epochSeq }, signal).then(
            (r) => r.nodes,
          ),
        ),
    }),
  node: (nodeId: string) =>
    queryOptions({
      queryKey: ['validators', 'node', nodeId],
      queryFn: ({ signal }) =>
        getJson(`/api/v2/node/${encodeURIComponent(nodeId)}`, nodeResponseSchema, {}, signal).then(
          (r) => r.node,
        ),
    }),
  currentEpoch: () =>
    queryOptions({
      queryKey: ['validators', 'epoch'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/epoch', epochResponseSchema, {}, signal).then((r) => r.epoch),
    }),
  /** Stake is counted in the governance token (`reward.asset`): its symbol and decimals. */
  stakeToken: () =>
    queryOptions({
      queryKey: ['validators', 'stake-token'],
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
    }),
};
