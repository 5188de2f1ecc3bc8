import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { governanceDataConnectionResponseSchema } from '#contract/governance.ts';
import { epochResponseSchema } from '#contract/node.ts';
import { spamStatisticsResponseSchema } from '#contract/spam.ts';
import { votesResponseSchema } from '#contract/vote.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';

export const partyGovernanceQueries = {
  votes: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'votes', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/votes',
          votesResponseSchema,
          { ...forwardPage(pageParam), partyId },
          signal,
        ).then((r) => r.votes),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  proposals: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'proposals', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/governances',
          governanceDataConnectionResponseSchema,
          { ...forwardPage(pageParam), proposerPartyId: partyId },
          signal,
        ).then((r) => r.connection),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** The current epoch: its delegations and its validators (for their names). */
  epoch: () =>
    queryOptions({
      queryKey: ['parties', 'epoch'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/epoch', epochResponseSchema, {}, signal).then((r) => r.epoch),
    }),
  /** Core API (no /api/v2 prefix): counters against the per-epoch limits. */
  spam: (partyId: string) =>
    queryOptions({
      queryKey: ['parties', 'spam', partyId],
      queryFn: ({ signal }) =>
        getJson(
          `/statistics/spam/${encodeURIComponent(partyId)}`,
          spamStatisticsResponseSchema,
          {},
          signal,
        ).then((r) => r.statistics),
    }),
};
