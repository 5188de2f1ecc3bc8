import type { ReactNode } from 'react';

export interface StaticColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Class of the column's th and tds, e.g. "num" (figures right-aligned). */
  className?: string;
}

interface StaticTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly StaticColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/**
 * A short list held whole, as a plain table: no sorting, paging or virtualising, and no
 * TanStack Table, so a page that shows only lists like this does not load it.
 */
export function StaticTable<T>({ label, columns, rows, rowKey }: StaticTableProps<T>) {
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  <div className="cell">{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
