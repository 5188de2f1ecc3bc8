import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod/mini';
import type { QueryParams } from '../api/http-client.ts';
import {
  applyKeyedMessages,
  emptySnapshotState,
  resyncSnapshotState,
  type KeyedMessage,
  type KeyRules,
  type SnapshotState,
} from './merge/keyed-collection.ts';
import { useStream } from './use-stream.ts';

export interface LiveCollectionOptions<
  T,
  S extends z.ZodMiniType,
  K extends QueryKey,
  TAnswer = T[],
> {
  /** A snapshot stream (orders, positions, accounts): its path, filters and result schema. */
  stream: { path: string; params: QueryParams; resultSchema: S };
  /** One message in generic form, e.g. `(r) => fromSnapshotStream(r, 'accounts')`. */
  toMessage: (result: z.output<S>) => KeyedMessage<T>;
  rules: KeyRules<T>;
  /** The same collection over REST: shown first, and polled while the stream is not live. */
  rest: UseQueryOptions<TAnswer, Error, T[], K>;
  pollMs: number;
}

/**
 * A keyed collection kept current by a snapshot stream (a party's accounts or positions):
 * REST at first, then the stream's snapshot and updates. While the stream is not live
 * (connecting, failed, paused) REST is polled instead, so the numbers never silently freeze.
 */
export function useLiveCollection<T, S extends z.ZodMiniType, K extends QueryKey, TAnswer = T[]>(
  options: LiveCollectionOptions<T, S, K, TAnswer>,
) {
  const { stream: source, toMessage, rules, pollMs } = options;
  const [state, setState] = useState<SnapshotState<T>>(emptySnapshotState);
  const stream = useStream({
    ...source,
    // A reconnect replays the missed blocks over the collection held (no new snapshot); the
    // state starts over only when the node no longer holds them.
    resumable: true,
    onBatch: (results) =>
      setState((held) => applyKeyedMessages(held, results.map(toMessage), rules)),
    onResync: () => setState(resyncSnapshotState),
  });
  const live = stream.status === 'live' && state.ready;
  const rest = useQuery({ ...options.rest, refetchInterval: live ? false : pollMs });
  return {
    items: live ? [...state.items.values()] : rest.data,
    live,
    stream,
    updatedAt: rest.dataUpdatedAt,
    isPending: rest.isPending && !live,
    error: live ? null : rest.error,
    refetch: () => void rest.refetch(),
  };
}
