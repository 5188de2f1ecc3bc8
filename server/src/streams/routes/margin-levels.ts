import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { equalsIfSet, optionalParty, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface MarginLevelsItem {
  partyId?: string;
  marketId?: string;
}

interface MarginLevelsFilter {
  partyId: string | undefined;
  marketId: string | undefined;
}

/**
 * `/api/v2/stream/margin/levels?partyId=…&marketId=…`: margin levels as they change, one
 * `{marginLevels: MarginLevels}` per message, no snapshot. Both filters apply together (the
 * reference's filter lets a party match through whatever the market, an operator-precedence
 * slip we do not copy).
 */
export function registerMarginLevelsStream(app: FastifyInstance): void {
  registerStream<MarginLevelsFilter, MarginLevelsItem>(app, {
    path: STREAMS.marginLevels.path,
    doc: STREAM_DOCS.marginLevels,
    topic: Topic.marginLevels,
    parseFilter(query) {
      const q = readQuery(query);
      return { partyId: optionalParty(q, 'partyId'), marketId: q.id('marketId') };
    },
    matches: (f, levels) =>
      equalsIfSet(f.partyId, levels.partyId) && equalsIfSet(f.marketId, levels.marketId),
    itemsPerMessage: 1,
    wrapUpdates: ([marginLevels]) => ({ marginLevels }),
  });
}
