import { queryOptions } from '@tanstack/react-query';
import { epochResponseSchema, nodeResponseSchema, nodesResponseSchema } from '#contract/node.ts';
import { getJson } from '../../../api/http-client.ts';
import { fetchAllPages } from '../../../api/connection-pages.ts';

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
};
