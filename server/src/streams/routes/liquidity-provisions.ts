import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { equalsIfSet, optionalParty, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface LiquidityProvisionItem {
  partyId?: string;
  marketId?: string;
}

interface LiquidityProvisionsFilter {
  partyId: string | undefined;
  marketId: string | undefined;
}

/**
 * `/api/v2/stream/liquidity-provisions?marketId=…&partyId=…`: provisions as they change,
 * `{liquidityProvisions: [LiquidityProvision…]}` (≤ 50 per message), no snapshot.
 */
export function registerLiquidityProvisionsStream(app: FastifyInstance): void {
  registerStream<LiquidityProvisionsFilter, LiquidityProvisionItem>(app, {
    path: STREAMS.liquidityProvisions.path,
    doc: STREAM_DOCS.liquidityProvisions,
    topic: Topic.liquidityProvisions,
    parseFilter(query) {
      const q = readQuery(query);
      return { partyId: optionalParty(q, 'partyId'), marketId: q.id('marketId') };
    },
    matches: (f, lp) => equalsIfSet(f.partyId, lp.partyId) && equalsIfSet(f.marketId, lp.marketId),
    wrapUpdates: (items) => ({ liquidityProvisions: items }),
  });
}
