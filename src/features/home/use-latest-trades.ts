import { tradesStream } from '#contract/stream-results/trades.ts';
import type { Trade } from '#contract/trade.ts';
import { byIntegerDesc, cappedListMerge } from '../../streams/merge/capped-list.ts';
import { useRestWithStream } from '../../streams/use-rest-with-stream.ts';
import { homeQueries, LATEST_ROWS } from './api/home-queries.ts';

const MERGE = cappedListMerge(
  { keyOf: (t: Trade) => t.id, cap: LATEST_ROWS, compare: byIntegerDesc((t) => t.timestamp) },
  (r: { trades: readonly Trade[] }) => r.trades,
);

/**
 * The network's latest trades, all markets: REST first, then the unfiltered trades stream
 * (no snapshot, so REST is re-read when it reopens); capped at LATEST_ROWS.
 */
export function useLatestTrades() {
  const { data, live, rest, stream } = useRestWithStream({
    query: homeQueries.latestTrades(),
    stream: { path: tradesStream.path, resultSchema: tradesStream.result },
    merge: MERGE,
  });
  return {
    trades: data,
    stream,
    isPending: rest.isPending && live.length === 0,
    error: rest.error,
    refetch: () => void rest.refetch(),
  };
}
