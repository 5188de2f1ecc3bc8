import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { MarketData } from '#contract/market-data.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { upsertAll, type KeyRules } from '../../../streams/merge/keyed-collection.ts';
import { useStream } from '../../../streams/use-stream.ts';
import { marketsQueries } from '../api/markets-queries.ts';

/** Market data is one record per market; a later block's record replaces an earlier one. */
export const MARKET_DATA_RULES: KeyRules<MarketData> = {
  keyOf: (d) => d.market,
  versionOf: (d) => d.timestamp,
};

/** A REST read younger than this is not repeated when the stream (re)opens. */
const FRESH_MS = 2_000;

/**
 * Live market data of some markets: whatever REST gave, replaced by each block's record from
 * `/api/v2/stream/markets/data` (never by an older one). The stream sends no snapshot, so
 * REST is re-read when it reopens after a pause or an outage.
 */
function useMarketDataStream(
  marketIds: readonly string[],
  restData: readonly MarketData[] | undefined,
  refetch: () => void,
  dataUpdatedAt: number,
) {
  const [live, setLive] = useState<ReadonlyMap<string, MarketData>>(() => new Map());
  const stream = useStream({
    path: STREAMS.marketsData.path,
    params: { marketIds: [...marketIds].sort() },
    resultSchema: STREAMS.marketsData.result,
    enabled: marketIds.length > 0,
    onBatch: (results) =>
      setLive((held) =>
        upsertAll(
          held,
          results.flatMap((r) => r.marketData),
          MARKET_DATA_RULES,
        ),
      ),
    onResync: () => {
      if (Date.now() - dataUpdatedAt > FRESH_MS) refetch();
    },
  });
  const byMarket = useMemo(
    () =>
      upsertAll(
        upsertAll(new Map(), restData ?? [], MARKET_DATA_RULES),
        [...live.values()],
        MARKET_DATA_RULES,
      ),
    [restData, live],
  );
  return { byMarket, stream };
}

/** Every listed market's live data (the markets list). */
export function useLiveMarketsData(marketIds: readonly string[]) {
  const rest = useQuery(marketsQueries.allData());
  const { byMarket, stream } = useMarketDataStream(
    marketIds,
    rest.data,
    () => void rest.refetch(),
    rest.dataUpdatedAt,
  );
  return { byMarket, stream, isPending: rest.isPending, error: rest.error };
}

/** One market's live data (the market page); null while the market has none. */
export function useLiveMarketData(marketId: string) {
  const rest = useQuery(marketsQueries.latestData(marketId));
  const restData = useMemo(() => (rest.data ? [rest.data] : []), [rest.data]);
  const { byMarket, stream } = useMarketDataStream(
    [marketId],
    restData,
    () => void rest.refetch(),
    rest.dataUpdatedAt,
  );
  return {
    data: byMarket.get(marketId) ?? null,
    stream,
    isPending: rest.isPending && byMarket.size === 0,
    error: rest.error,
  };
}
