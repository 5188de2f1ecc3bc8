import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { equalsIfSet, optionalParty, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface GovernanceItem {
  proposal?: { partyId?: string };
}

/**
 * `/api/v2/stream/governance?partyId=…` (optional: the proposer): each proposal as it changes,
 * with its votes, one `{data: GovernanceData}` per message, no snapshot.
 */
export function registerGovernanceStream(app: FastifyInstance): void {
  registerStream<{ partyId: string | undefined }, GovernanceItem>(app, {
    path: STREAMS.governance.path,
    doc: STREAM_DOCS.governance,
    topic: Topic.governance,
    parseFilter: (query) => ({ partyId: optionalParty(readQuery(query), 'partyId') }),
    matches: (f, data) => equalsIfSet(f.partyId, data.proposal?.partyId),
    itemsPerMessage: 1,
    wrapUpdates: ([data]) => ({ data }),
  });
}
