import { tradesStream } from '#contract/stream-results/trades.ts';
import type { Trade } from '#contract/trade.ts';
import {
  byIntegerDesc,
  cappedListMerge,
  type CappedListRules,
} from '../../../streams/merge/capped-list.ts';
import { useRestWithStream } from '../../../streams/use-rest-with-stream.ts';
import { tradesQueries } from '../api/trades-queries.ts';

/** Rows the tape keeps; older trades fall off the bottom. */
export const TAPE_CAP = 500;

export const TAPE_RULES: CappedListRules<Trade> = {
  keyOf: (t) => t.id,
  cap: TAPE_CAP,
  compare: byIntegerDesc((t) => t.timestamp),
};

const TAPE_MERGE = cappedListMerge(TAPE_RULES, (r: { trades: readonly Trade[] }) => r.trades);

/**
 * A market's trades, newest first: the latest over REST, then every trade the stream sends
 * (`/api/v2/stream/trades`, no snapshot: REST is re-read when it reopens; rows seen twice
 * show once).
 */
export function useTradesTape(marketId: string) {
  const { data, live, rest, stream } = useRestWithStream({
    query: tradesQueries.latest(marketId),
    stream: {
      path: tradesStream.path,
      params: { marketIds: [marketId] },
      resultSchema: tradesStream.result,
    },
    merge: TAPE_MERGE,
  });
  return {
    trades: data,
    stream,
    isPending: rest.isPending && live.length === 0,
    error: rest.error,
    refetch: () => void rest.refetch(),
  };
}
