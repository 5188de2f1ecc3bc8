import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { useInfiniteVirtualizer, type InfiniteSource } from './use-infinite-virtualizer.ts';
import { VirtualList } from './virtual-list.tsx';

/** Fixed row height (CSS keeps cells on one line), so rows need no measuring. */
export const VIRTUAL_ROW_HEIGHT = 40;
/** Height of a row's card on narrow screens (two lines). */
export const NARROW_ROW_HEIGHT = 64;
const SKELETON_ROWS = 12;
export const NARROW_QUERY = '(max-width: 640px)';

interface VirtualTableProps<T> extends InfiniteSource {
  /** Accessible name of the table (and of the list on narrow screens). */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (TanStack's documented pattern)
  columns: ColumnDef<T, any>[];
  rows: T[];
  rowId: (row: T) => string;
  isLoading?: boolean;
  empty?: string;
  /** On narrow screens (≤ 640 px) each row is shown as this compact card instead of the table. */
  narrowRow?: (row: T) => ReactNode;
}

/**
 * A TanStack table over an infinite list whose rows are virtualised: only the rows in view
 * (plus an overscan) are in the DOM however many pages are loaded, inside a scroll box with
 * a sticky header. Scrolling near the end loads the next page; the footer's button does the
 * same for keyboards. Spacer rows above and below keep the scroll height right.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const { narrowRow, rows, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  return (
    <>
      {narrow && narrowRow ? (
        <VirtualList {...props} renderRow={narrowRow} rowHeight={NARROW_ROW_HEIGHT} />
      ) : (
        <TableBody {...props} />
      )}
      <div className="infinite-footer" aria-live="polite">
        <span>{rows.length.toLocaleString()} loaded</span>
        {hasNextPage ? (
          <button type="button" onClick={fetchNextPage} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        ) : (
          rows.length > 0 && <span>End of list</span>
        )}
      </div>
    </>
  );
}

function TableBody<T>(props: VirtualTableProps<T>) {
  const { label, columns, rows, rowId, isLoading, empty } = props;
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  });
  const tableRows = table.getRowModel().rows;
  const { scrollRef, items, paddingTop, paddingBottom } = useInfiniteVirtualizer(
    tableRows.length,
    VIRTUAL_ROW_HEIGHT,
    props,
  );
  const columnCount = table.getVisibleLeafColumns().length;
  const spacer = (height: number, key: string) =>
    height > 0 && (
      <tr key={key} aria-hidden="true" className="spacer-row" style={{ height }}>
        <td colSpan={columnCount} />
      </tr>
    );

  return (
    <div
      ref={scrollRef}
      className="table-wrap virtual-scroll"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
    >
      <table
        className="data-table virtual-table"
        aria-label={label}
        aria-busy={isLoading || undefined}
        aria-rowcount={isLoading ? -1 : rows.length + 1}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`col-${header.column.id}`}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {isLoading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={`skeleton-${i}`} className="skeleton-row" aria-hidden="true">
                {Array.from({ length: columnCount }, (_, j) => (
                  <td key={j}>
                    <span className="skeleton" />
                  </td>
                ))}
              </tr>
            ))}
          {!isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="empty">
                {empty ?? 'Nothing to show.'}
              </td>
            </tr>
          )}
          {spacer(paddingTop, 'spacer-top')}
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <tr key={row.id} aria-rowindex={item.index + 2} data-row-id={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`col-${cell.column.id}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {spacer(paddingBottom, 'spacer-bottom')}
        </tbody>
      </table>
    </div>
  );
}
