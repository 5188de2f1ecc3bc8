import type { MarketData } from '#contract/market-data.ts';
import { marketsDataStream } from '#contract/stream-results/markets-data.ts';
import { keyedMerge, type KeyRules } from '../../../streams/merge/keyed-collection.ts';
import { useRestWithStream } from '../../../streams/use-rest-with-stream.ts';
import { ApiRequestError } from '../../../api/http-client.ts';
import { marketsQueries } from '../api/markets-queries.ts';

/** Market data is one record per market; a later block's record replaces an earlier one. */
export const MARKET_DATA_RULES: KeyRules<MarketData> = {
  keyOf: (d) => d.market,
  versionOf: (d) => d.timestamp,
};

type MarketDataResult = { marketData: readonly MarketData[] };
const marketDataOf = (r: MarketDataResult) => r.marketData;
const ALL_MERGE = keyedMerge(MARKET_DATA_RULES, (all: readonly MarketData[]) => all, marketDataOf);
const ONE_MERGE = keyedMerge(
  MARKET_DATA_RULES,
  (one: MarketData | undefined) => (one ? [one] : []),
  marketDataOf,
);

/**
 * Live market data: whatever REST gave, replaced by each block's record from
 * `/api/v2/stream/markets/data` (never by an older one). The stream sends no snapshot, so
 * REST is re-read when it reopens after a pause or an outage.
 */
const marketDataStream = (marketIds: readonly string[]) => ({
  path: marketsDataStream.path,
  params: { marketIds: [...marketIds].sort() },
  resultSchema: marketsDataStream.result,
  enabled: marketIds.length > 0,
});

/** Every listed market's live data (the markets list). */
export function useLiveMarketsData(marketIds: readonly string[]) {
  const { data, rest, stream } = useRestWithStream({
    query: marketsQueries.allData(),
    stream: marketDataStream(marketIds),
    merge: ALL_MERGE,
  });
  return { byMarket: data, stream, isPending: rest.isPending, error: rest.error };
}

/** One market's live data (the market page); null while the market has none. */
export function useLiveMarketData(marketId: string) {
  const { data, rest, stream } = useRestWithStream({
    query: marketsQueries.latestData(marketId),
    stream: marketDataStream([marketId]),
    merge: ONE_MERGE,
  });
  // A market without data yet answers 404: that is "none yet", not a failure.
  const none = rest.error instanceof ApiRequestError && rest.error.isNotFound;
  return {
    data: data.get(marketId) ?? null,
    stream,
    isPending: rest.isPending && data.size === 0,
    error: none ? null : rest.error,
  };
}
