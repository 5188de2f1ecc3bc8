import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/governance.ts';
import { invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { getGovernanceData, listGovernanceData, listVotes } from '../store/governance.ts';

/**
 * ErrorDetail codes of the governance endpoints: 10022 and 10024 are the reference's errorMap;
 * the not-found code is ours (the reference reports its governance-service error).
 */
export const GovernanceDetailCode = {
  MISSING_PROPOSAL_ID_OR_REFERENCE: 10022,
  MISSING_PROPOSAL_ID_OR_PARTY_ID: 10024,
  PROPOSAL_NOT_FOUND: 70001,
} as const;

const tags = ['Governance'];

/**
 * `GET /api/v2/governances`, `GET /api/v2/governance` and `GET /api/v2/votes`
 * (reference §3.1).
 */
export async function governanceRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.governances,
    {
      summary: 'List proposals with their votes',
      tags,
    },
    async ({ query: q }) => {
      const { proposalState: state, proposalType: type } = q;
      const filter = {
        // The zero values mean "any", and TYPE_ALL says so explicitly.
        state: state === 'STATE_UNSPECIFIED' ? undefined : state,
        type: type === 'TYPE_UNSPECIFIED' || type === 'TYPE_ALL' ? undefined : type,
        partyId: q.proposerPartyId,
        reference: q.proposalReference,
      };
      return { connection: await listGovernanceData(app.db, filter, q.pagination) };
    },
  );

  defineRoute(
    app,
    endpoints.governance,
    {
      summary: 'One proposal with its votes, by id or reference',
      description: 'The id wins when both are given, as in the reference.',
      tags,
      errors: [404],
    },
    async ({ query: { proposalId: id, reference } }) => {
      const by = id !== undefined ? { id } : reference !== undefined ? { reference } : undefined;
      if (!by) {
        throw invalidArgument(
          GovernanceDetailCode.MISSING_PROPOSAL_ID_OR_REFERENCE,
          'missing proposal ID or reference',
        );
      }
      const data = await getGovernanceData(app.db, by);
      if (!data) {
        throw notFound(
          GovernanceDetailCode.PROPOSAL_NOT_FOUND,
          'proposal not found',
          id !== undefined ? `proposalID: ${id}` : `reference: ${reference}`,
        );
      }
      return { data };
    },
  );

  defineRoute(
    app,
    endpoints.votes,
    {
      summary: "A party's or a proposal's votes",
      description: 'partyId or proposalId is required.',
      tags,
    },
    async ({ query: { pagination: page, ...filter } }) => {
      if (filter.partyId === undefined && filter.proposalId === undefined) {
        throw invalidArgument(
          GovernanceDetailCode.MISSING_PROPOSAL_ID_OR_PARTY_ID,
          'missing proposal ID or party ID',
        );
      }
      return { votes: await listVotes(app.db, filter, page) };
    },
  );
}
