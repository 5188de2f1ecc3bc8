import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { allows, idSet, partySet, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface TradeItem {
  marketId?: string;
  buyer?: string;
  seller?: string;
}

interface TradesFilter {
  marketIds: Set<string>;
  partyIds: Set<string>;
}

/**
 * `/api/v2/stream/trades?marketIds=…&partyIds=…` (also singular `marketId`, `partyId`): the
 * block's matching trades, at most 50 per `{trades}` message, no snapshot. A party matches
 * as the buyer or the seller (spec §6 rule 5).
 */
export function registerTradesStream(app: FastifyInstance): void {
  registerStream<TradesFilter, TradeItem>(app, {
    path: STREAMS.trades.path,
    doc: STREAM_DOCS.trades,
    topic: Topic.trades,
    parseFilter(query) {
      const q = readQuery(query);
      return {
        marketIds: idSet(q, 'marketIds', 'marketId'),
        partyIds: partySet(q, 'partyIds', 'partyId'),
      };
    },
    matches: (f, trade) =>
      allows(f.marketIds, trade.marketId) &&
      (allows(f.partyIds, trade.buyer) || allows(f.partyIds, trade.seller)),
    wrapUpdates: (items) => ({ trades: items }),
  });
}
