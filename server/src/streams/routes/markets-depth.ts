import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { withMarketCheck, type MarketDirectory } from '../market-directory.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { marketIdsFilter, namedMarketIds, type MarketIdsFilter } from './markets-data.ts';
import { STREAM_DOCS } from './stream-docs.ts';

interface DepthItem {
  marketId?: string;
}

const matches = (f: MarketIdsFilter, depth: DepthItem) =>
  depth.marketId !== undefined && f.marketIds.has(depth.marketId);

/**
 * `/api/v2/stream/markets/depth?marketIds=…`: the full book depth of each listed market whose
 * depth changed in the block, `{marketDepth: [MarketDepth…]}`.
 */
export function registerMarketsDepthStream(
  app: FastifyInstance,
  markets: MarketDirectory,
): Promise<void> {
  return withMarketCheck(app, markets, namedMarketIds, (scope) =>
    registerStream<MarketIdsFilter, DepthItem>(scope, {
      path: STREAMS.marketsDepth.path,
      doc: STREAM_DOCS.marketsDepth,
      topic: Topic.marketDepth,
      parseFilter: marketIdsFilter(markets),
      matches,
      wrapUpdates: (items) => ({ marketDepth: items }),
    }),
  );
}

/**
 * `/api/v2/stream/markets/depth/updates?marketIds=…`: the changed levels, `{update:
 * [MarketDepthUpdate…]}` (singular key, as the reference). Each update names the
 * sequenceNumber of the market's previous one: a client that last saw another number missed
 * an update and must re-read the depth (`GET /api/v2/market/depth/{marketId}/latest`).
 */
export function registerMarketsDepthUpdatesStream(
  app: FastifyInstance,
  markets: MarketDirectory,
): Promise<void> {
  return withMarketCheck(app, markets, namedMarketIds, (scope) =>
    registerStream<MarketIdsFilter, DepthItem>(scope, {
      path: STREAMS.marketsDepthUpdates.path,
      doc: STREAM_DOCS.marketsDepthUpdates,
      topic: Topic.marketDepthUpdates,
      parseFilter: marketIdsFilter(markets),
      matches,
      wrapUpdates: (items) => ({ update: items }),
    }),
  );
}
