import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { rewardsResponseSchema, rewardSummariesResponseSchema } from '#contract/reward.ts';
import { forwardPage, nextCursor } from '../../api/connection-pages.ts';
import { getJson } from '../../api/http-client.ts';

/**
 * A party's rewards (`/api/v2/rewards`, `/rewards/summaries`): the one query of them the party
 * page and the validator page (a validator is paid as its public key's party) share.
 */
export const rewardQueries = {
  /** Each payout, newest first. */
  list: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['rewards', 'list', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/rewards',
          rewardsResponseSchema,
          { ...forwardPage(pageParam), 'pagination.newestFirst': true, partyId },
          signal,
        ).then((r) => r.rewards),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** Everything received, per asset. */
  totals: (partyId: string) =>
    queryOptions({
      queryKey: ['rewards', 'totals', partyId],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/rewards/summaries',
          rewardSummariesResponseSchema,
          { partyId },
          signal,
        ).then((r) => r.summaries),
    }),
};
