import { queryOptions } from '@tanstack/react-query';
import { governances, votes } from '#contract/endpoints/governance.ts';
import { epoch } from '#contract/endpoints/nodes.ts';
import { spamStatistics } from '#contract/endpoints/spam.ts';
import { connectionPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

export const partyGovernanceQueries = {
  votes: (partyId: string) => connectionPages(votes, { partyId }),
  proposals: (partyId: string) => connectionPages(governances, { proposerPartyId: partyId }),
  /** The current epoch: its delegations and its validators (for their names). */
  epoch: () => queryOptions({ ...endpointQuery(epoch), select: (r) => r.epoch }),
  /** Core API: counters against the per-epoch limits. */
  spam: (partyId: string) =>
    queryOptions({
      ...endpointQuery(spamStatistics, { partyId }),
      select: (r) => r.statistics,
    }),
};
