import type { ReactNode } from 'react';
import type { ColumnPriority } from './column-priority.ts';
import { RowDetail } from './row-detail.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';
import { useColumnPriorities } from './use-column-priorities.ts';
import { TableBox } from './table-box.tsx';

export interface StaticColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's th and tds, e.g. "num" (figures right-aligned). */
  className?: string;
  /** The row's name (a key, an activity): its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean;
  /** When the column gives way to the row's detail, as DataTable's `meta.priority` (column-priority.ts). */
  priority?: ColumnPriority;
}

interface StaticTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly StaticColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in one row when there are no rows (and nothing is loading). */
  empty?: string;
  /** Rows are still coming: marks the table busy and holds back the empty text. */
  isLoading?: boolean;
  /**
   * Placeholder rows while loading, as many as the list will show (a latest-N list's N), so
   * the rows take their place without moving what is below the table.
   */
  loadingRows?: number;
  /** Lines of text a row takes (default 1): the placeholder rows are as tall. */
  loadingRowLines?: number;
  /**
   * A live latest-N list: rows keep their place on screen and a new first row rewrites their
   * content, rather than pushing the rows down (a layout shift at every update). An open row
   * detail stays with its record (`rowKey`).
   */
  rowsInPlace?: boolean;
  /** Extra class of the table (page CSS for one kind of list). */
  className?: string;
}

/** The row's cells, one per shown column. */
function cellsOf<T>(row: T, columns: readonly StaticColumn<T>[]) {
  return columns.map((column) => {
    const content = <div className="cell">{column.cell(row)}</div>;
    return column.rowHeader ? (
      <th key={column.header} scope="row" className={column.className}>
        {content}
      </th>
    ) : (
      <td key={column.header} className={column.className}>
        {content}
      </td>
    );
  });
}

/**
 * A short list held whole, as a plain table: no sorting, paging or virtualising, and no
 * TanStack Table, so a page that shows only lists like this does not load it (the home page,
 * a party's accounts, the network's parameters: each within a few KB of the first-route JS
 * budget). Same markup and classes as DataTable's rows, and the same column priorities: a
 * column that gives way on this screen opens in the row's detail.
 */
export function StaticTable<T>(props: StaticTableProps<T>) {
  const { label, columns, rows, rowKey, empty, isLoading, loadingRows = 0 } = props;
  const priorities = useColumnPriorities(columns, (column) => column.priority);
  const { shown, hidden, columnCount } = priorities;
  return (
    <TableBox label={label}>
      <table
        className={props.className ? `data-table ${props.className}` : 'data-table'}
        aria-label={label}
        aria-busy={isLoading || undefined}
      >
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {priorities.collapsing && (
              <th scope="col" className="col-detail">
                <span className="visually-hidden">More</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {isLoading && rows.length === 0 && (
            <SkeletonRows
              count={loadingRows}
              columns={columnCount}
              lines={props.loadingRowLines ?? 1}
            />
          )}
          {rows.length === 0 && empty !== undefined && !isLoading && (
            <tr>
              <td colSpan={columnCount} className="empty">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => {
            const key = rowKey(row);
            const reactKey = props.rowsInPlace ? String(index) : key;
            return priorities.collapsing ? (
              <RowDetail
                key={reactKey}
                rowId={key}
                cells={cellsOf(row, shown)}
                fields={hidden.map((column) => ({
                  key: column.header,
                  label: column.header,
                  className: column.className,
                  content: column.cell(row),
                }))}
                span={columnCount}
                open={priorities.isOpen(key)}
                onToggle={() => priorities.toggle(key)}
              />
            ) : (
              <tr key={reactKey}>{cellsOf(row, shown)}</tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
