import type { QueryKey } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import type { z } from 'zod/mini';
import type { QueryParams } from '../api/http-client.ts';
import { useLiveList, type LiveListOptions, type LiveListSink } from './use-live-list.ts';
import { useStream } from './use-stream.ts';

export interface LiveListStream<S extends z.ZodMiniType, T> {
  path: string;
  /** The list's filters the stream understands (the others go in `matches`). */
  params: QueryParams;
  resultSchema: S;
  /** The rows of one message, in the order sent (oldest first). */
  rowsOf: (result: z.output<S>) => readonly T[];
  /** Whether a streamed row passes all of the list's filters. */
  matches?: (row: T) => boolean;
}

/**
 * A live list (use-live-list.ts) whose new rows come from a stream: the first page is polled
 * only while the stream is not live. Its own module, so that the polled lists do not load the
 * socket code.
 */
export function useStreamedLiveList<TPage, T, S extends z.ZodMiniType, K extends QueryKey>(
  options: LiveListOptions<TPage, T, K> & { stream: LiveListStream<S, T> },
) {
  const sink = useRef<LiveListSink<T> | null>(null);
  const { stream: config } = options;
  const handle = useStream({
    path: config.path,
    params: config.params,
    resultSchema: config.resultSchema,
    // Only once the list is loaded: rows are new relative to its first row.
    enabled: options.loaded !== undefined,
    // A reconnect replays the missed blocks' rows (the orders stream then sends no snapshot):
    // nothing is missing, so the first page is checked again only when the node could not.
    resumable: true,
    onBatch: (results) => {
      // Newest first: of two versions of a row in one batch, the later one comes first.
      const rows = results.flatMap((r) => config.rowsOf(r)).reverse();
      sink.current?.receive(rows, config.matches);
    },
    onResync: () => sink.current?.resync(),
  });
  const list = useLiveList(options, handle);
  useLayoutEffect(() => {
    sink.current = list.sink;
  });
  return list;
}
