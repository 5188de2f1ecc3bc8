import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Candle } from '#contract/candle.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { upsertAll, type KeyRules } from '../../../streams/merge/keyed-collection.ts';
import { useStream } from '../../../streams/use-stream.ts';
import { CANDLES_SHOWN, marketsQueries } from '../api/markets-queries.ts';

/** A chart redraws at most this often, however fast candles arrive. */
export const CHART_FLUSH_MS = 1_000;

/** A period's candle is replaced by later versions of itself (lastUpdate grows). */
const CANDLE_RULES: KeyRules<Candle> = { keyOf: (c) => c.start, versionOf: (c) => c.lastUpdate };

const byStart = (a: Candle, b: Candle) => {
  const x = BigInt(a.start);
  const y = BigInt(b.start);
  return x === y ? 0 : x < y ? -1 : 1;
};

/**
 * One interval's candles, oldest first: the REST page, then each candle the stream sends
 * (`/api/v2/stream/candles/data`, no snapshot: REST is re-read when it reopens).
 */
export function useLiveCandles(candleId: string) {
  const rest = useQuery(marketsQueries.candles(candleId));
  const [live, setLive] = useState<ReadonlyMap<string, Candle>>(() => new Map());
  const stream = useStream({
    path: STREAMS.candles.path,
    params: { candleId },
    resultSchema: STREAMS.candles.result,
    flushMs: CHART_FLUSH_MS,
    onBatch: (results) =>
      setLive((held) =>
        upsertAll(
          held,
          results.map((r) => r.candle),
          CANDLE_RULES,
        ),
      ),
    onResync: () => {
      if (Date.now() - rest.dataUpdatedAt > CHART_FLUSH_MS) void rest.refetch();
    },
  });
  const candles = useMemo(() => {
    const merged = upsertAll(new Map(), rest.data ?? [], CANDLE_RULES);
    return [...upsertAll(merged, [...live.values()], CANDLE_RULES).values()]
      .sort(byStart)
      .slice(-CANDLES_SHOWN);
  }, [rest.data, live]);
  return { candles, stream, isPending: rest.isPending, error: rest.error, refetch: rest.refetch };
}
