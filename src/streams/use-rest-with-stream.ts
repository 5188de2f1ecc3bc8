import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod/mini';
import type { QueryParams } from '../api/http-client.ts';
import { useStream } from './use-stream.ts';

/** A REST read younger than this is not repeated when the stream (re)opens. */
export const FRESH_MS = 2_000;

/**
 * How stream messages meet the REST snapshot. Pure functions over immutable state (see
 * `merge/`); pass a module-level constant so the view is not rebuilt every render.
 */
export interface RestStreamMerge<TData, TResult, TLive, TView> {
  /** The live state before any message (kept per mount, never reset by a resync). */
  empty: TLive;
  /** Folds one batch of decoded stream results (oldest first) into the live state. */
  add: (live: TLive, results: readonly TResult[]) => TLive;
  /** What the caller shows: the REST data (undefined while pending) with the live state over it. */
  view: (rest: TData | undefined, live: TLive) => TView;
}

export interface RestWithStreamOptions<
  TData,
  S extends z.ZodMiniType,
  TLive,
  TView,
  K extends QueryKey,
  TAnswer = TData,
> {
  /** The REST read (a query factory's options): the snapshot the stream's updates go over. */
  query: UseQueryOptions<TAnswer, Error, TData, K>;
  /** A stream without a snapshot of its own (trades, market data, candles). */
  stream: {
    path: string;
    params?: QueryParams;
    resultSchema: S;
    enabled?: boolean;
    flushMs?: number;
  };
  merge: RestStreamMerge<TData, z.output<S>, TLive, TView>;
  /** Skip re-reading REST on a (re)open when its data is younger than this. Default FRESH_MS. */
  freshMs?: number;
}

/**
 * "REST snapshot, then stream updates" for streams that send no snapshot: the REST read is
 * shown first, every stream batch is folded into a live state, and the view merges both (rows
 * seen in both show once: that is the merge's job). Each (re)open of the stream may follow a
 * hole (messages lost while it was down), so REST is read again then — unless it is younger
 * than `freshMs`, as on the first open right after the page loaded.
 */
export function useRestWithStream<
  TData,
  S extends z.ZodMiniType,
  TLive,
  TView,
  K extends QueryKey = QueryKey,
  TAnswer = TData,
>({
  query,
  stream: source,
  merge,
  freshMs = FRESH_MS,
}: RestWithStreamOptions<TData, S, TLive, TView, K, TAnswer>) {
  const rest = useQuery(query);
  const [live, setLive] = useState<TLive>(merge.empty);
  const stream = useStream({
    ...source,
    // Reconnects replay the missed blocks (merges are keyed): REST is re-read only when the
    // node no longer holds them.
    resumable: true,
    onBatch: (results) => setLive((held) => merge.add(held, results)),
    onResync: () => {
      if (Date.now() - rest.dataUpdatedAt > freshMs) void rest.refetch();
    },
  });
  const data = useMemo(() => merge.view(rest.data, live), [merge, rest.data, live]);
  return { data, live, rest, stream };
}
