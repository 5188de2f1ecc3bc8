import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Candle } from '#contract/candle.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { upsertAll, type KeyRules } from '../../../streams/merge/keyed-collection.ts';
import { useStream } from '../../../streams/use-stream.ts';
import { CANDLES_SHOWN, marketsQueries } from '../api/markets-queries.ts';

/**
 * Candles are applied at most this often, however fast they arrive: each batch costs a merge of
 * the window and one `series.update()` per changed candle (see candles/apply-candles.ts).
 */
export const CHART_FLUSH_MS = 200;

/** A period's candle is replaced by later versions of itself (lastUpdate grows). */
const CANDLE_RULES: KeyRules<Candle> = { keyOf: (c) => c.start, versionOf: (c) => c.lastUpdate };

// Starts are unsigned integer strings without leading zeros: shorter is older, else by digits
// (no BigInt per comparison: the window holds up to CANDLES_SHOWN candles).
const byStart = (a: Candle, b: Candle) =>
  a.start.length - b.start.length || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

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
