import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { depositResponseSchema, depositsResponseSchema } from '#contract/deposit.ts';
import { networkParametersResponseSchema } from '#contract/network-parameter.ts';
import {
  coreSnapshotsResponseSchema,
  epochResponseSchema,
  nodeDataResponseSchema,
} from '#contract/node.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import type { Connection } from '#contract/connection.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { fetchAllPages } from '../../../api/connection-pages.ts';

/** The page without records of other assets (all of them when no asset is asked for). */
function ofAsset<T extends { asset: string }>(page: Connection<T>, assetId: string | undefined) {
  if (assetId === undefined) return page;
  return { ...page, edges: page.edges.filter((e) => e.node.asset === assetId) };
}

export const networkQueries = {
  parameters: () =>
    queryOptions({
      queryKey: ['network', 'parameters'],
      queryFn: ({ signal }) =>
        fetchAllPages((params) =>
          getJson(
            '/api/v2/network/parameters',
            networkParametersResponseSchema,
            params,
            signal,
          ).then((r) => r.networkParameters),
        ),
    }),
  nodeData: () =>
    queryOptions({
      queryKey: ['network', 'node-data'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/network/data', nodeDataResponseSchema, {}, signal).then((r) => r.nodeData),
    }),
  epoch: () =>
    queryOptions({
      queryKey: ['network', 'epoch'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/epoch', epochResponseSchema, {}, signal).then((r) => r.epoch),
    }),
  snapshots: () =>
    infiniteQueryOptions({
      queryKey: ['network', 'snapshots'],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/snapshots',
          coreSnapshotsResponseSchema,
          forwardPage(pageParam),
          signal,
        ).then((r) => r.coreSnapshots),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /**
   * Without a party the lists hold every party's records (reference §3.1). `assetId` is our
   * data node's extension; records of other assets are dropped here too, in case the node
   * ignores it.
   */
  deposits: (assetId?: string) =>
    infiniteQueryOptions({
      queryKey: ['network', 'deposits', assetId ?? 'all'],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/deposits',
          depositsResponseSchema,
          { ...forwardPage(pageParam), assetId },
          signal,
        ).then((r) => ofAsset(r.deposits, assetId)),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  withdrawals: (assetId?: string) =>
    infiniteQueryOptions({
      queryKey: ['network', 'withdrawals', assetId ?? 'all'],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/withdrawals',
          withdrawalsResponseSchema,
          { ...forwardPage(pageParam), assetId },
          signal,
        ).then((r) => ofAsset(r.withdrawals, assetId)),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  deposit: (id: string) =>
    queryOptions({
      queryKey: ['network', 'deposit', id],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/deposit/${encodeURIComponent(id)}`,
          depositResponseSchema,
          {},
          signal,
        ).then((r) => r.deposit),
    }),
  withdrawal: (id: string) =>
    queryOptions({
      queryKey: ['network', 'withdrawal', id],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/withdrawal/${encodeURIComponent(id)}`,
          withdrawalResponseSchema,
          {},
          signal,
        ).then((r) => r.withdrawal),
    }),
  transfers: () =>
    infiniteQueryOptions({
      queryKey: ['network', 'transfers'],
      queryFn: ({ pageParam, signal }) =>
        getJson('/api/v2/transfers', transfersResponseSchema, forwardPage(pageParam), signal).then(
          (r) => r.transfers,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
};
