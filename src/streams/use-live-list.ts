import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LIST_PAGE_SIZE } from '../api/connection-pages.ts';
import {
  canShow,
  emptyLiveHead,
  markSuspect,
  pendingCount,
  receivePage,
  receiveRows,
  reveal,
  shownRows,
  type LiveHead,
  type LiveHeadRules,
} from './merge/live-head.ts';
// Types only: the socket code (use-stream.ts, react-use-websocket) loads with the lists that
// have a stream (use-streamed-live-list.ts), not with the polled ones (/transactions, /blocks).
import type { StreamHandle } from './use-stream.ts';

/** The first page is read again this often while there is no live stream (about 2 blocks). */
export const HEAD_POLL_MS = 2_000;
/**
 * New rows held above the loaded pages before a list left at the top is re-read from its
 * first page instead: a busy stream (every order of the network) would grow it all day.
 */
export const SHOWN_CAP = 500;

/** The scroll position, as the table reports it, and what the list can do to it. */
export interface LiveViewport {
  atTop: boolean;
  firstRow: number;
}
export interface LiveTableControl {
  scrollToTop: () => void;
}

export interface LiveListOptions<TPage, T, K extends QueryKey> {
  /** The list's infinite query: its key and first page parameter (for a reset). */
  list: { queryKey: QueryKey; initialPageParam: unknown };
  /** The loaded pages' rows, newest first; undefined until the first page is in. */
  loaded: readonly T[] | undefined;
  /** The list's first page alone, with the same filters (a page of the same shape). */
  head: UseQueryOptions<TPage, Error, TPage, K>;
  /** A page's rows, newest first, and whether older rows follow. */
  readPage: (page: TPage) => { rows: readonly T[]; hasMore: boolean };
  rules: LiveHeadRules<T>;
  pollMs?: number;
}

/** How a stream hands rows to the list (use-streamed-live-list.ts). */
export interface LiveListSink<T> {
  /** Rows newest first, and whether each passes all of the list's filters. */
  receive: (rows: readonly T[], matches: ((row: T) => boolean) | undefined) => void;
  /** The stream (re)opened: rows sent before it may be lost. */
  resync: () => void;
}

/**
 * A cursor-paged, newest-first list that shows new rows as they arrive: on top of the list
 * while it is scrolled to the top, counted in an "N new" notice otherwise (the list does not
 * move under the reader). New rows come from reading the first page again while it is on
 * screen, or from a stream (`stream`, given by useStreamedLiveList); see merge/live-head.ts for how nothing is shown twice or skipped,
 * and CONTEXT.md for why the infinite query's pages are left as the server sent them.
 */
export function useLiveList<TPage, T, K extends QueryKey = QueryKey>(
  options: LiveListOptions<TPage, T, K>,
  /** The stream feeding the list, if any (useStreamedLiveList); else the first page is polled. */
  stream?: StreamHandle,
) {
  const { list, loaded, rules, pollMs = HEAD_POLL_MS } = options;
  const queryClient = useQueryClient();
  const listId = JSON.stringify(list.queryKey);
  const ready = loaded !== undefined;
  const anchor = loaded?.[0] ?? null;

  const [viewport, setViewport] = useState({ atTop: true, headInView: true });
  const [held, setHeld] = useState(() => ({ listId, head: emptyLiveHead<T>() }));
  // Other filters start from nothing (the list is another one).
  const head = useMemo(
    () => (held.listId === listId ? held.head : emptyLiveHead<T>()),
    [held, listId],
  );
  const control = useRef<LiveTableControl | null>(null);

  // Read when a batch or a page arrives, not during render.
  const latest = useRef({ options, listId, anchor, atTop: viewport.atTop });
  useLayoutEffect(() => {
    latest.current = { options, listId, anchor, atTop: viewport.atTop };
  });
  const update = useCallback(
    (op: (h: LiveHead<T>, anchor: T | null, atTop: boolean) => LiveHead<T>) => {
      const { listId: id, anchor: top, atTop } = latest.current;
      setHeld((s) => {
        const current = s.listId === id ? s.head : emptyLiveHead<T>();
        const next = op(current, top, atTop);
        return next === current && s.listId === id ? s : { listId: id, head: next };
      });
    },
    [],
  );

  // Where a stream (use-streamed-live-list.ts) hands its rows over.
  const sink = useMemo<LiveListSink<T>>(
    () => ({
      receive: (rows, matches) => {
        const { rules: r } = latest.current.options;
        update((h, top, atTop) => receiveRows(h, rows, top, r, { matches, reveal: atTop }));
      },
      resync: () => {
        // Messages may have been lost before this (re)opening: a first page read from now on
        // must show that nothing is missing before rows go on screen.
        update((h) => markSuspect(h, Date.now()));
        const { queryKey } = latest.current.options.head;
        void queryClient.refetchQueries({ queryKey, exact: true });
      },
    }),
    [update, queryClient],
  );

  const streaming = stream !== undefined && (stream.status === 'live' || stream.paused);
  const headQuery = useQuery({
    ...options.head,
    enabled: ready,
    // Polled while the first page is in view and no stream is live; a user's pause stops it.
    refetchInterval: ready && viewport.headInView && !streaming ? pollMs : false,
  });
  const { data: headPage, dataUpdatedAt } = headQuery;
  useEffect(() => {
    if (!ready || headPage === undefined) return;
    const { readPage, rules: r } = latest.current.options;
    const page = { ...readPage(headPage), fetchedAt: dataUpdatedAt };
    update((h, top, atTop) => receivePage(h, page, top, r, { reveal: atTop }));
  }, [ready, headPage, dataUpdatedAt, update]);

  const { count, more } = pendingCount(head, anchor, rules);
  const showable = canShow(head, anchor, rules);

  /**
   * Replaces the list's pages with the first page read afresh (what a new load would show):
   * the way past a hole, and how a list left at the top sheds rows. A page being loaded
   * meanwhile is cancelled, or it would be appended to the pages it started from.
   */
  const resetting = useRef(false);
  const resetToHead = useCallback(async () => {
    if (resetting.current) return;
    resetting.current = true;
    try {
      const { head: headOptions, list: listOptions } = latest.current.options;
      const asked = Date.now();
      await queryClient.refetchQueries({ queryKey: headOptions.queryKey, exact: true });
      const state = queryClient.getQueryState<TPage>(headOptions.queryKey);
      // Only a page read just now: a failed read leaves an older one, which would go back.
      const page = state && state.dataUpdatedAt >= asked ? state.data : undefined;
      if (page === undefined) return;
      const { queryKey, initialPageParam } = listOptions;
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<InfiniteData<TPage>>(queryKey, {
        pages: [page],
        pageParams: [initialPageParam],
      });
    } finally {
      resetting.current = false;
    }
  }, [queryClient]);

  // At the top (or back there), waiting rows go on screen, or the list is reset past a hole.
  useEffect(() => {
    if (!viewport.atTop || count === 0) return;
    if (showable) update((h, top) => reveal(h, top, latest.current.options.rules));
    else if (more) void resetToHead();
  }, [viewport.atTop, count, showable, more, update, resetToHead]);

  const shown = useMemo(() => shownRows(head, anchor, rules), [head, anchor, rules]);
  // At the top nothing on screen moves when the pages under the newest rows are replaced.
  const overfull = viewport.atTop && shown.length > SHOWN_CAP;
  useEffect(() => {
    if (overfull) void resetToHead();
  }, [overfull, resetToHead]);

  const showNew = useCallback(() => {
    control.current?.scrollToTop();
    if (showable) update((h, top) => reveal(h, top, latest.current.options.rules));
    else if (more) void resetToHead();
    // Otherwise a reopened stream is being checked: the rows follow at the top when it ends.
  }, [showable, more, update, resetToHead]);

  const onViewportChange = useCallback(({ atTop, firstRow }: LiveViewport) => {
    const headInView = firstRow < LIST_PAGE_SIZE;
    setViewport((v) =>
      v.atTop === atTop && v.headInView === headInView ? v : { atTop, headInView },
    );
  }, []);

  const rows = useMemo(() => {
    if (shown.length === 0) return loaded ?? [];
    const seen = new Set(shown.map(rules.keyOf));
    return [...shown, ...(loaded ?? []).filter((r) => !seen.has(rules.keyOf(r)))];
  }, [shown, loaded, rules]);

  return {
    /** The new rows shown, then the loaded ones. */
    rows,
    notice: { count, more, onShow: showNew },
    /** For the table's `virtual` options. */
    viewport: { onViewportChange, control },
    stream,
    sink,
  };
}
