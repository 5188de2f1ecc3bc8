import type { ReactNode } from 'react';
import { useInfiniteVirtualizer, type VirtualizerOptions } from './use-infinite-virtualizer.ts';

const SKELETON_ROWS = 8;

interface VirtualListProps<T> extends VirtualizerOptions {
  label: string;
  rows: readonly T[];
  rowId: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  rowHeight: number;
  isLoading?: boolean | undefined;
  empty?: string | undefined;
}

/** The narrow-screen form of a virtualised DataTable: one compact card per row. */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { label, rows, rowId, renderRow, rowHeight, isLoading, empty } = props;
  const { scrollRef, items, totalSize } = useInfiniteVirtualizer(rows.length, rowHeight, props);
  return (
    <div
      ref={scrollRef}
      className="table-wrap virtual-scroll"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
    >
      {isLoading ? (
        <ul className="virtual-list" aria-label={label} aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li
              key={i}
              className="virtual-list-item skeleton-row"
              style={{ height: rowHeight }}
              aria-hidden="true"
            >
              <span className="skeleton" />
              <span className="skeleton" />
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className="empty">{empty ?? 'Nothing to show.'}</p>
      ) : (
        <ul className="virtual-list" aria-label={label} style={{ height: totalSize }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              // Keyed by position, as the table's rows are (data-table.tsx): rows stay in place.
              <li
                key={item.index}
                className="virtual-list-item"
                data-row-id={rowId(row)}
                aria-posinset={item.index + 1}
                aria-setsize={rows.length}
                style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              >
                {renderRow(row)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
