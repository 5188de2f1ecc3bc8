import { useEffect, useRef } from 'react';

interface InfiniteFooterProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  count: number;
}

/**
 * Loads the next page when the footer scrolls into view, with a button as the keyboard and
 * no-IntersectionObserver fallback.
 */
export function InfiniteFooter({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  count,
}: InfiniteFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={sentinel} className="infinite-footer">
      <span>{count.toLocaleString()} shown</span>
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
