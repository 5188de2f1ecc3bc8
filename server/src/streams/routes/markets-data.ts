import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { withMarketCheck, type MarketDirectory } from '../market-directory.ts';
import { Topic } from '../publish-block.ts';
import { registerStream, type StreamQuery } from '../stream-route.ts';
import { readQuery, requiredMarketIds } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

/** What the market-keyed streams filter on: markets the client listed, all existing. */
export interface MarketIdsFilter {
  marketIds: Set<string>;
}

/** The ids a request names, unchecked (the directory only needs to know what to look for). */
export const namedMarketIds = (query: StreamQuery) => {
  const q = readQuery(query);
  return [...q.strings('marketIds'), ...q.strings('marketId')].map((id) => id.toLowerCase());
};

/** `marketIds` required (400 otherwise) and every one an existing market (404 otherwise). */
export const marketIdsFilter =
  (markets: MarketDirectory) =>
  (query: StreamQuery): MarketIdsFilter => {
    const marketIds = requiredMarketIds(readQuery(query));
    markets.requireKnown(marketIds);
    return { marketIds };
  };

/**
 * `/api/v2/stream/markets/data?marketIds=…` (required, repeated): each block's market data of
 * the listed markets, `{marketData: [MarketData…]}` (≤ 50 per message), no snapshot.
 */
export function registerMarketsDataStream(
  app: FastifyInstance,
  markets: MarketDirectory,
): Promise<void> {
  return withMarketCheck(app, markets, namedMarketIds, (scope) =>
    registerStream<MarketIdsFilter, { market?: string }>(scope, {
      path: STREAMS.marketsData.path,
      doc: STREAM_DOCS.marketsData,
      topic: Topic.marketData,
      parseFilter: marketIdsFilter(markets),
      matches: (f, data) => data.market !== undefined && f.marketIds.has(data.market),
      wrapUpdates: (items) => ({ marketData: items }),
    }),
  );
}
