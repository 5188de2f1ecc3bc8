import { useEffect, useRef } from 'react';
import type { Paging } from './use-infinite-virtualizer.ts';

interface InfiniteFooterProps extends Paging {
  count: number;
  /**
   * Load the next page when the footer scrolls into view (lists that are not virtualised;
   * a virtualised list asks as its rendered window nears the end).
   */
  autoLoad: boolean;
}

/** How many rows are loaded, and a "Load more" button for keyboards (and without observers). */
export function InfiniteFooter({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  count,
  autoLoad,
}: InfiniteFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!autoLoad || !node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={sentinel} className="infinite-footer" aria-live="polite">
      <span>{count.toLocaleString()} loaded</span>
      {hasNextPage ? (
        <button type="button" onClick={fetchNextPage} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : (
        count > 0 && <span>End of list</span>
      )}
    </div>
  );
}
