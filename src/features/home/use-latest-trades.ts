import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { STREAMS } from '#contract/stream-messages.ts';
import type { Trade } from '#contract/trade.ts';
import {
  byIntegerDesc,
  mergeNewestFirst,
  newestFirst,
  type CappedListRules,
} from '../../streams/merge/capped-list.ts';
import { useStream } from '../../streams/use-stream.ts';
import { homeQueries, LATEST_ROWS } from './api/home-queries.ts';

const RULES: CappedListRules<Trade> = {
  keyOf: (t) => t.id,
  cap: LATEST_ROWS,
  compare: byIntegerDesc((t) => t.timestamp),
};

/** A REST read younger than this is not repeated when the stream (re)opens. */
const FRESH_MS = 2_000;

/**
 * The network's latest trades, all markets: REST first, then the unfiltered trades stream
 * (no snapshot, so REST is re-read when it reopens); capped at LATEST_ROWS.
 */
export function useLatestTrades() {
  const rest = useQuery(homeQueries.latestTrades());
  const [live, setLive] = useState<readonly Trade[]>([]);
  const stream = useStream({
    path: STREAMS.trades.path,
    resultSchema: STREAMS.trades.result,
    onBatch: (results) =>
      setLive((held) =>
        mergeNewestFirst(held, newestFirst(results.flatMap((r) => r.trades)), RULES),
      ),
    onResync: () => {
      if (Date.now() - rest.dataUpdatedAt > FRESH_MS) void rest.refetch();
    },
  });
  const trades = useMemo(() => mergeNewestFirst(rest.data ?? [], live, RULES), [rest.data, live]);
  return {
    trades,
    stream,
    isPending: rest.isPending && live.length === 0,
    error: rest.error,
    refetch: () => void rest.refetch(),
  };
}
