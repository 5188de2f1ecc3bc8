import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

const SKELETON_ROWS = 8;

interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (TanStack's documented pattern)
  columns: ColumnDef<T, any>[];
  rows: T[];
  rowId: (row: T) => string;
  isLoading?: boolean;
  empty?: string;
}

/** Generic TanStack table: columns are defined outside render by each feature. */
export function DataTable<T>({ label, columns, rows, rowId, isLoading, empty }: DataTableProps<T>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  });
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label={label} aria-busy={isLoading || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
