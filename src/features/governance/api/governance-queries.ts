import { queryOptions } from '@tanstack/react-query';
import { governance, governances, votes } from '#contract/endpoints/governance.ts';
import { networkParameter } from '#contract/endpoints/network-parameters.ts';
import { connectionPages, endpointEvery } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import type { ProposalFilter } from '../proposal-filters.ts';

export const governanceQueries = {
  list: (filter: ProposalFilter) =>
    connectionPages(governances, { proposalState: filter.state, proposalType: filter.type }),
  detail: (proposalId: string) =>
    queryOptions({ ...endpointQuery(governance, { proposalId }), select: (r) => r.data }),
  /** Every vote on the proposal (for the tally), and whether all of them could be read. */
  votes: (proposalId: string) =>
    queryOptions({
      ...endpointEvery(votes, { proposalId }),
      select: ({ nodes, complete }) => ({ votes: nodes, complete }),
    }),
  networkParameter: (key: string) =>
    queryOptions({
      ...endpointQuery(networkParameter, { key }),
      select: (r) => r.networkParameter.value,
    }),
};
