import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { invalidArgument } from '../../http/api-error.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { equalsIfSet, optionalParty, readQuery, StreamDetailCode } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface VoteItem {
  partyId?: string;
  proposalId?: string;
}

interface VotesFilter {
  partyId: string | undefined;
  proposalId: string | undefined;
}

/**
 * `/api/v2/stream/votes?partyId=…|proposalId=…`: votes as they are cast, one `{vote: Vote}` per
 * message, no snapshot. One of the two is required (error 10024, as the reference); given both,
 * a vote must match both (the reference would ignore proposalId).
 */
export function registerVotesStream(app: FastifyInstance): void {
  registerStream<VotesFilter, VoteItem>(app, {
    path: STREAMS.votes.path,
    doc: STREAM_DOCS.votes,
    topic: Topic.votes,
    parseFilter(query) {
      const q = readQuery(query);
      const filter = { partyId: optionalParty(q, 'partyId'), proposalId: q.id('proposalId') };
      if (filter.partyId === undefined && filter.proposalId === undefined) {
        throw invalidArgument(
          StreamDetailCode.MISSING_PROPOSAL_ID_OR_PARTY_ID,
          'missing proposal id or party id: give partyId or proposalId',
        );
      }
      return filter;
    },
    matches: (f, vote) =>
      equalsIfSet(f.partyId, vote.partyId) && equalsIfSet(f.proposalId, vote.proposalId),
    itemsPerMessage: 1,
    wrapUpdates: ([vote]) => ({ vote }),
  });
}
