import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { accountsResponseSchema } from '#contract/account.ts';
import { epochRewardSummariesResponseSchema } from '#contract/reward.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { fetchAllPages, forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { isNetworkTransfer } from '../treasury-groups.ts';

/** The data node's owner of the network's own accounts (`filter.partyIds`). */
const NETWORK_OWNER = 'network';

export const treasuryQueries = {
  /** Every account the network owns: pools, fees, settlement, per asset and market. */
  accounts: () =>
    queryOptions({
      queryKey: ['network', 'treasury', 'accounts'],
      queryFn: ({ signal }) =>
        fetchAllPages((page) =>
          getJson(
            '/api/v2/accounts',
            accountsResponseSchema,
            { ...page, 'filter.partyIds': NETWORK_OWNER },
            signal,
          ).then((r) => r.accounts),
        ),
    }),
  /**
   * Transfers into or out of a network account (reward pools, insurance, treasury). The API
   * filters transfers by party only, so each page is narrowed here: a page may come back
   * with fewer rows than asked, and "Load more" reads on.
   */
  transfers: () =>
    infiniteQueryOptions({
      queryKey: ['network', 'treasury', 'transfers'],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/transfers',
          transfersResponseSchema,
          forwardPage(pageParam, 200),
          signal,
        ).then((r) => ({
          ...r.transfers,
          edges: r.transfers.edges.filter((e) => isNetworkTransfer(e.node)),
        })),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** What each epoch paid out, per asset, market and reward type; the newest epoch first. */
  epochRewards: () =>
    infiniteQueryOptions({
      queryKey: ['network', 'rewards', 'epochs'],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/rewards/epoch/summaries',
          epochRewardSummariesResponseSchema,
          { ...forwardPage(pageParam), 'pagination.newestFirst': true },
          signal,
        ).then((r) => r.summaries),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
};
