import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 12;
/** The next page is asked for when the last rendered row is this close to the end. */
const LOAD_AHEAD = 20;
/** Scrolled less than this (px) counts as at the top (zoomed pages scroll by fractions). */
const TOP_SLACK_PX = 1;

/** More pages of an infinite list. */
export interface Paging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** Where a virtualised list is scrolled to. */
export interface Viewport {
  /** Scrolled to the very top: rows added above show at once without moving anything. */
  atTop: boolean;
  /** Index of the first row in view. */
  firstRow: number;
}

/** What the owner of a virtualised list can do to it. */
export interface TableControl {
  scrollToTop: () => void;
}

export interface VirtualizerOptions {
  paging?: Paging | undefined;
  /** A new value (e.g. other filters) scrolls back to the top. */
  resetKey?: string | undefined;
  /** Told when `atTop` or `firstRow` changes. */
  onViewportChange?: ((viewport: Viewport) => void) | undefined;
  control?: Ref<TableControl> | undefined;
}

/**
 * A row virtualiser over a scroll box of fixed-height rows that asks for the next page when
 * the rendered window nears the end of what is loaded, and reports whether it is at the top.
 */
export function useInfiniteVirtualizer(
  count: number,
  rowHeight: number,
  options: VirtualizerOptions,
) {
  const { paging, resetKey, onViewportChange, control } = options;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const offset = virtualizer.scrollOffset ?? 0;
  const atTop = offset < TOP_SLACK_PX;
  const firstRow = Math.floor(offset / rowHeight);

  useImperativeHandle(
    control,
    () => ({
      scrollToTop: () => {
        const box = scrollRef.current;
        if (!box) return;
        if (typeof box.scrollTo === 'function') box.scrollTo({ top: 0 });
        else box.scrollTop = 0;
      },
    }),
    [],
  );

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [resetKey]);

  const hasNextPage = paging?.hasNextPage ?? false;
  const isFetchingNextPage = paging?.isFetchingNextPage ?? false;
  const fetchNextPage = paging?.fetchNextPage;
  useEffect(() => {
    if (lastIndex >= count - LOAD_AHEAD && hasNextPage && !isFetchingNextPage) fetchNextPage?.();
  }, [lastIndex, count, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The callback is read through a ref: a new function each render must not report again.
  const report = useRef(onViewportChange);
  useLayoutEffect(() => {
    report.current = onViewportChange;
  });
  useEffect(() => {
    report.current?.({ atTop, firstRow });
  }, [atTop, firstRow]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return { scrollRef, items, paddingTop, paddingBottom, totalSize: virtualizer.getTotalSize() };
}
