import { queryOptions } from '@tanstack/react-query';
import { rewardSummaries, rewards } from '#contract/endpoints/rewards.ts';
import { connectionPages } from '../endpoint/endpoint-pages.ts';
import { endpointQuery } from '../endpoint/endpoint-query.ts';

/**
 * A party's rewards (payouts and totals per asset): the one query of them the party page and
 * the validator page (a validator is paid as its public key's party) share.
 */
export const rewardQueries = {
  /** Each payout, newest first. */
  list: (partyId: string) => connectionPages(rewards, { 'pagination.newestFirst': true, partyId }),
  /** Everything received, per asset. */
  totals: (partyId: string) =>
    queryOptions({
      ...endpointQuery(rewardSummaries, { partyId }),
      select: (r) => r.summaries,
    }),
};
