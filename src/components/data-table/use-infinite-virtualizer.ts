import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 12;
/** The next page is asked for when the last rendered row is this close to the end. */
const LOAD_AHEAD = 20;

export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** A new value (e.g. other filters) scrolls back to the top. */
  resetKey?: string | undefined;
}

/**
 * A row virtualiser over a scroll box of fixed-height rows that asks for the next page when
 * the rendered window nears the end of what is loaded.
 */
export function useInfiniteVirtualizer(count: number, rowHeight: number, source: InfiniteSource) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, resetKey } = source;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [resetKey]);

  useEffect(() => {
    if (lastIndex >= count - LOAD_AHEAD && hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [lastIndex, count, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return { scrollRef, items, paddingTop, paddingBottom, totalSize: virtualizer.getTotalSize() };
}
