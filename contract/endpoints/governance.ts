import { GovernanceProposalType, ProposalState } from '../enums.ts';
import {
  governanceDataConnectionResponseSchema,
  governanceDataResponseSchema,
} from '../governance.ts';
import { votesResponseSchema } from '../vote.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/governances`: proposals with their votes (reference §3.1). */
export const governances = endpoint({
  name: 'governances',
  path: '/api/v2/governances',
  query: {
    // Enum parameters are scalars: the last value wins, as grpc-gateway keeps it.
    proposalState: param.enum(ProposalState),
    proposalType: param.enum(GovernanceProposalType),
    proposerPartyId: param.id('party'),
    proposalReference: param.text({ kind: 'reference' }),
    pagination,
  },
  response: governanceDataConnectionResponseSchema,
  list: 'connection',
});

/** `GET /api/v2/governance`: one proposal, by id or reference (the id wins). */
export const governance = endpoint({
  name: 'governance',
  path: '/api/v2/governance',
  query: { proposalId: param.id('proposal'), reference: param.text({ kind: 'reference' }) },
  response: governanceDataResponseSchema,
});

/** `GET /api/v2/votes`: a party's or a proposal's votes. */
export const votes = endpoint({
  name: 'votes',
  path: '/api/v2/votes',
  query: { partyId: param.id('party'), proposalId: param.id('proposal'), pagination },
  response: votesResponseSchema,
  list: 'votes',
});
