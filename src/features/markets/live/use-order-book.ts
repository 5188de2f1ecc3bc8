import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { marketsDepthUpdatesStream } from '#contract/stream-results/markets-depth.ts';
import {
  applySnapshot,
  applyUpdates,
  emptyBook,
  requestResync,
} from '../../../streams/merge/order-book.ts';
import { useStream } from '../../../streams/use-stream.ts';
import { marketDetailQueries } from '../api/market-detail-queries.ts';

/** Snapshots are re-read at most this often, so a node that keeps gapping is not hammered. */
const MIN_RESYNC_INTERVAL_MS = 1_000;
/**
 * The book (and its depth chart) redraws at most ten times a second. Nobody reads levels that
 * change sixty times a second, and under a burst (bench: 1,000 level updates/s) a redraw per
 * frame costs twice the main-thread time; every update is still merged, in larger batches.
 */
const BOOK_FLUSH_MS = 100;

/**
 * The live book of one market: the changed levels of
 * `/api/v2/stream/markets/depth/updates` on top of the REST snapshot, which is (re)read on
 * start, when a reopened stream could not replay what it missed (`fromHeight` older than the
 * node keeps) and whenever a sequence gap shows updates were missed
 * (streams/merge/order-book.ts has the rules).
 */
export function useOrderBook(marketId: string) {
  const queryClient = useQueryClient();
  const [book, setBook] = useState(() => emptyBook(marketId));
  const [snapshotError, setSnapshotError] = useState<unknown>(undefined);
  const lastFetch = useRef(0);

  const stream = useStream({
    path: marketsDepthUpdatesStream.path,
    params: { marketIds: [marketId] },
    resultSchema: marketsDepthUpdatesStream.result,
    // A reconnect replays the missed blocks' updates, in sequence, over the book held; updates
    // seen twice are skipped by their numbers. REST is re-read only when the node no longer
    // holds those blocks (onResync), or when a sequence gap shows one was missed anyway.
    resumable: true,
    onBatch: (results) =>
      setBook((b) =>
        applyUpdates(
          b,
          results.flatMap((r) => r.update),
        ),
      ),
    onResync: () => setBook((b) => requestResync(b)),
    flushMs: BOOK_FLUSH_MS,
  });

  const { syncing, syncId } = book;
  useEffect(() => {
    if (!syncing) return;
    let cancelled = false;
    const wait = Math.max(0, lastFetch.current + MIN_RESYNC_INTERVAL_MS - Date.now());
    const timer = setTimeout(() => {
      lastFetch.current = Date.now();
      queryClient
        .fetchQuery(marketDetailQueries.depth(marketId))
        .then((snapshot) => {
          if (cancelled) return;
          setSnapshotError(undefined);
          setBook((b) => applySnapshot(b, snapshot, syncId));
        })
        .catch((err: unknown) => {
          if (!cancelled) setSnapshotError(err);
        });
    }, wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [syncing, syncId, marketId, queryClient]);

  const resync = () => setBook((b) => requestResync(b));
  return { book, stream, snapshotError, resync, loaded: book.sequence !== undefined };
}
