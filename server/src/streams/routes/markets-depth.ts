import type { FastifyInstance } from 'fastify';
import { marketDepthSchema } from '#contract/market-depth.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import type { Queryable } from '../../store/database.ts';
import { getDepthSnapshot } from '../../store/market-depth.ts';
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

/** The current depth of each listed market that has a book yet, in stream encoding. */
async function* currentDepths(db: Queryable, filter: MarketIdsFilter): AsyncGenerator<unknown[]> {
  const depths: unknown[] = [];
  for (const marketId of [...filter.marketIds].sort()) {
    const depth = (await getDepthSnapshot(db, marketId))?.depth;
    if (depth) depths.push(toStreamForm(marketDepthSchema, depth));
  }
  yield depths;
}

/**
 * `/api/v2/stream/markets/depth?marketIds=…`: the full book depth of each listed market whose
 * depth changed in the block, `{marketDepth: [MarketDepth…]}`. Resumed with a fromHeight the
 * stored blocks no longer cover (`whole: false`), it first sends the current depth of every
 * listed market as a snapshot page, so the client replaces its books without re-reading REST.
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
      snapshot: (filter) => currentDepths(app.db, filter) as AsyncIterable<DepthItem[]>,
      snapshotKey: 'marketDepth',
      snapshotOnlyToStartOver: true,
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
