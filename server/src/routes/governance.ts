import type { FastifyInstance } from 'fastify';
import { GovernanceProposalType, ProposalState } from '#contract/enums.ts';
import { invalidArgument, notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
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

/** Enum parameters are scalars: the last value wins, as grpc-gateway keeps it. */
function lastEnum<N extends string>(
  q: QueryReader,
  name: string,
  table: { parse(raw: string): N | undefined },
): N | undefined {
  return q.enums(name, table).at(-1);
}

/**
 * `GET /api/v2/governances`, `GET /api/v2/governance` and `GET /api/v2/votes`
 * (reference §3.1).
 */
export async function governanceRoutes(app: FastifyInstance) {
  app.get('/api/v2/governances', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const state = lastEnum(q, 'proposalState', ProposalState);
    const type = lastEnum(q, 'proposalType', GovernanceProposalType);
    const filter = {
      // The zero values mean "any", and TYPE_ALL says so explicitly.
      state: state === 'STATE_UNSPECIFIED' ? undefined : state,
      type: type === 'TYPE_UNSPECIFIED' || type === 'TYPE_ALL' ? undefined : type,
      partyId: q.id('proposerPartyId'),
      reference: q.string('proposalReference') || undefined,
    };
    const connection = await listGovernanceData(app.db, filter, readPagination(q));
    return { connection };
  });

  app.get('/api/v2/governance', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const id = q.id('proposalId');
    const reference = q.string('reference') || undefined;
    // The id wins when both are given, as in the reference.
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
  });

  app.get('/api/v2/votes', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = { partyId: q.id('partyId'), proposalId: q.id('proposalId') };
    if (filter.partyId === undefined && filter.proposalId === undefined) {
      throw invalidArgument(
        GovernanceDetailCode.MISSING_PROPOSAL_ID_OR_PARTY_ID,
        'missing proposal ID or party ID',
      );
    }
    const votes = await listVotes(app.db, filter, readPagination(q));
    return { votes };
  });
}
