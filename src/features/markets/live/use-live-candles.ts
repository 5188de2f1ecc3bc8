import { useMemo } from 'react';
import type { Candle } from '#contract/candle.ts';
import { candlesStream } from '#contract/stream-results/candles.ts';
import { keyedMerge, type KeyRules } from '../../../streams/merge/keyed-collection.ts';
import { useRestWithStream } from '../../../streams/use-rest-with-stream.ts';
import { CANDLES_SHOWN, marketDetailQueries } from '../api/market-detail-queries.ts';

/**
 * Candles are applied at most this often, however fast they arrive: each batch costs a merge of
 * the window and one `series.update()` per changed candle (see candles/apply-candles.ts).
 */
export const CHART_FLUSH_MS = 200;

/** A period's candle is replaced by later versions of itself (lastUpdate grows). */
const CANDLE_RULES: KeyRules<Candle> = { keyOf: (c) => c.start, versionOf: (c) => c.lastUpdate };

const CANDLE_MERGE = keyedMerge(
  CANDLE_RULES,
  (rest: readonly Candle[]) => rest,
  (r: { candle: Candle }) => [r.candle],
);

// Starts are unsigned integer strings without leading zeros: shorter is older, else by digits
// (no BigInt per comparison: the window holds up to CANDLES_SHOWN candles).
const byStart = (a: Candle, b: Candle) =>
  a.start.length - b.start.length || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/**
 * One interval's candles, oldest first: the REST page, then each candle the stream sends
 * (`/api/v2/stream/candles/data`, no snapshot: REST is re-read when it reopens).
 */
export function useLiveCandles(candleId: string) {
  const { data, rest, stream } = useRestWithStream({
    query: marketDetailQueries.candles(candleId),
    stream: {
      path: candlesStream.path,
      params: { candleId },
      resultSchema: candlesStream.result,
      flushMs: CHART_FLUSH_MS,
    },
    merge: CANDLE_MERGE,
    freshMs: CHART_FLUSH_MS,
  });
  const candles = useMemo(() => [...data.values()].sort(byStart).slice(-CANDLES_SHOWN), [data]);
  return { candles, stream, isPending: rest.isPending, error: rest.error, refetch: rest.refetch };
}
