import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';

const SKELETON_ROWS = 8;

interface SortableDataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (TanStack's documented pattern)
  columns: ColumnDef<T, any>[];
  rows: T[];
  rowId: (row: T) => string;
  /** Controlled: the owner keeps the sort (in the URL), the table only asks to change it. */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  isLoading?: boolean;
  empty?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's `meta.className` (e.g. "num" to right-align figures) goes on its th and tds. */
const classOf = (meta: unknown) => (meta as { className?: string } | undefined)?.className;

/**
 * DataTable for lists held whole in memory and sorted here. Sortable headers are buttons;
 * the sorted column carries aria-sort and an arrow beside its name (not colour only).
 */
export function SortableDataTable<T>(props: SortableDataTableProps<T>) {
  const { label, columns, rows, rowId, sorting, onSortingChange, isLoading, empty } = props;
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: rowId,
    enableMultiSort: false,
    // A click flips the direction; the URL's sort is cleared by a link, not by a third click.
    enableSortingRemoval: false,
  });
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label={label} aria-busy={isLoading || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={classOf(header.column.columnDef.meta)}
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {title}
                        <span aria-hidden="true" className="sort-arrow">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
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
                <td key={cell.id} className={classOf(cell.column.columnDef.meta)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
