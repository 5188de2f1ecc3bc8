import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { STREAMS } from '#contract/stream-messages.ts';
import type { Trade } from '#contract/trade.ts';
import {
  byIntegerDesc,
  mergeNewestFirst,
  newestFirst,
  type CappedListRules,
} from '../../../streams/merge/capped-list.ts';
import { useStream } from '../../../streams/use-stream.ts';
import { tradesQueries } from '../api/trades-queries.ts';

/** Rows the tape keeps; older trades fall off the bottom. */
export const TAPE_CAP = 500;

export const TAPE_RULES: CappedListRules<Trade> = {
  keyOf: (t) => t.id,
  cap: TAPE_CAP,
  compare: byIntegerDesc((t) => t.timestamp),
};

/** A REST read younger than this is not repeated when the stream (re)opens. */
const FRESH_MS = 2_000;

/**
 * A market's trades, newest first: the latest over REST, then every trade the stream sends
 * (`/api/v2/stream/trades`, no snapshot: REST is re-read when it reopens; rows seen twice
 * show once).
 */
export function useTradesTape(marketId: string) {
  const rest = useQuery(tradesQueries.latest(marketId));
  const [live, setLive] = useState<readonly Trade[]>([]);
  const stream = useStream({
    path: STREAMS.trades.path,
    params: { marketIds: [marketId] },
    resultSchema: STREAMS.trades.result,
    onBatch: (results) =>
      setLive((held) =>
        mergeNewestFirst(held, newestFirst(results.flatMap((r) => r.trades)), TAPE_RULES),
      ),
    onResync: () => {
      if (Date.now() - rest.dataUpdatedAt > FRESH_MS) void rest.refetch();
    },
  });
  const trades = useMemo(
    () => mergeNewestFirst(rest.data ?? [], live, TAPE_RULES),
    [rest.data, live],
  );
  return {
    trades,
    stream,
    isPending: rest.isPending && live.length === 0,
    error: rest.error,
    refetch: () => void rest.refetch(),
  };
}
