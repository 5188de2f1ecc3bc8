import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';

// A fixed-row-height window of our own instead of @tanstack/react-virtual: our rows have one
// height, so the window is arithmetic; the library's measuring and momentum handling cost
// ~9 KB gzip on every virtualised list's first route (README, bench:ui).

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

/** Where a scroll box of fixed-height rows stands, in rows. */
interface ScrollWindow {
  atTop: boolean;
  firstRow: number;
  /** Rows the box's height can show at once (plus one cut in two by the edges). */
  rowsInView: number;
}

const UNMEASURED: ScrollWindow = { atTop: true, firstRow: 0, rowsInView: 0 };

/**
 * Follows a scroll box's offset and height. Rows have one fixed height, so which rows are in
 * view is arithmetic: no measuring of rows, and a render only when the first row in view, the
 * box's height in rows or `atTop` changes (not on every scrolled pixel).
 */
function useScrollWindow(
  scrollRef: RefObject<HTMLDivElement | null>,
  rowHeight: number,
): ScrollWindow {
  const [view, setView] = useState(UNMEASURED);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const read = () => {
      const offset = box.scrollTop;
      const next: ScrollWindow = {
        atTop: offset < TOP_SLACK_PX,
        firstRow: Math.floor(offset / rowHeight),
        rowsInView: Math.ceil(box.clientHeight / rowHeight) + 1,
      };
      setView((prev) =>
        prev.atTop === next.atTop &&
        prev.firstRow === next.firstRow &&
        prev.rowsInView === next.rowsInView
          ? prev
          : next,
      );
    };
    read();
    box.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : undefined;
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef, rowHeight]);
  return view;
}

/** A rendered row: its index and its top and bottom edges in the scroll box (px). */
export interface WindowRow {
  index: number;
  start: number;
  end: number;
}

/**
 * A row virtualiser over a scroll box of fixed-height rows that asks for the next page when
 * the rendered window nears the end of what is loaded, and reports whether it is at the top.
 * Our own rather than @tanstack/react-virtual: with one fixed row height the window is a few
 * lines of arithmetic, and that library (measuring, iOS momentum handling) is ~10 KB gzip of
 * every virtualised list's first-route JavaScript (its budget: docs/benchmarks.md).
 */
export function useInfiniteVirtualizer(
  count: number,
  rowHeight: number,
  options: VirtualizerOptions,
) {
  const { paging, resetKey, onViewportChange, control } = options;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { atTop, firstRow, rowsInView } = useScrollWindow(scrollRef, rowHeight);
  const first = Math.min(Math.max(0, firstRow - OVERSCAN), count);
  const end = Math.min(count, firstRow + rowsInView + OVERSCAN);
  const items: WindowRow[] = [];
  for (let index = first; index < end; index++) {
    items.push({ index, start: index * rowHeight, end: (index + 1) * rowHeight });
  }
  const lastIndex = items.at(-1)?.index ?? -1;
  const totalSize = count * rowHeight;

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
  const paddingBottom = items.length ? totalSize - (items.at(-1)?.end ?? 0) : 0;
  return { scrollRef, items, paddingTop, paddingBottom, totalSize };
}
