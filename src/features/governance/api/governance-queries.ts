import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  governanceDataConnectionResponseSchema,
  governanceDataResponseSchema,
} from '#contract/governance.ts';
import { networkParameterResponseSchema } from '#contract/network-parameter.ts';
import { votesResponseSchema, type Vote } from '#contract/vote.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import type { ProposalFilter } from '../proposal-filters.ts';

/** Votes read for a tally: beyond this the count says it is incomplete. */
const MAX_VOTE_PAGES = 20;
const VOTE_PAGE_SIZE = 500;

export const governanceQueries = {
  list: (filter: ProposalFilter) =>
    infiniteQueryOptions({
      queryKey: ['governance', 'list', filter],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/governances',
          governanceDataConnectionResponseSchema,
          { ...forwardPage(pageParam), proposalState: filter.state, proposalType: filter.type },
          signal,
        ).then((r) => r.connection),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  detail: (proposalId: string) =>
    queryOptions({
      queryKey: ['governance', 'detail', proposalId],
      queryFn: ({ signal }) =>
        getJson('/api/v2/governance', governanceDataResponseSchema, { proposalId }, signal).then(
          (r) => r.data,
        ),
    }),
  /** Every vote on the proposal (for the tally), and whether all of them could be read. */
  votes: (proposalId: string) =>
    queryOptions({
      queryKey: ['governance', 'votes', proposalId],
      queryFn: async ({ signal }) => {
        const votes: Vote[] = [];
        let after: string | undefined;
        for (let page = 0; page < MAX_VOTE_PAGES; page += 1) {
          const { votes: connection } = await getJson(
            '/api/v2/votes',
            votesResponseSchema,
            { proposalId, 'pagination.first': VOTE_PAGE_SIZE, 'pagination.after': after },
            signal,
          );
          votes.push(...connection.edges.map((e) => e.node));
          if (!connection.pageInfo.hasNextPage) return { votes, complete: true };
          after = connection.pageInfo.endCursor;
        }
        return { votes, complete: false };
      },
    }),
  networkParameter: (key: string) =>
    queryOptions({
      queryKey: ['governance', 'network-parameter', key],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/network/parameters/${encodeURIComponent(key)}`,
          networkParameterResponseSchema,
          {},
          signal,
        ).then((r) => r.networkParameter.value),
    }),
};
