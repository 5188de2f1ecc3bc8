import type { SortingState } from '@tanstack/react-table';
import type { DetailField } from './row-detail.tsx';
import { renderCell, type TableColumn, type TableRow } from './table-model.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Classes of a column's th and tds: `col-<id>` (the virtualised lists' CSS right-aligns
 * figures by it) and the column's `meta.className` (e.g. "num").
 */
export function columnClass(id: string, meta: unknown): string {
  const extra = (meta as { className?: string } | undefined)?.className;
  return extra ? `col-${id} ${extra}` : `col-${id}`;
}

/**
 * The header row. With `onSort`, a sortable column's name is a button and the sorted column
 * carries aria-sort and an arrow beside its name (not colour only).
 */
export function TableHead<T>({
  columns,
  sorting,
  onSort,
  positioned,
  detailColumn = false,
}: {
  columns: readonly TableColumn<T>[];
  sorting?: SortingState | undefined;
  /** Sortable: a click on a column's name asks for that column's next sort. */
  onSort?: ((column: TableColumn<T>) => void) | undefined;
  /** Rows carry aria-rowindex (virtualised: not every row is in the DOM). */
  positioned: boolean;
  /** A last column for the buttons that open each row's detail (see RowDetail). */
  detailColumn?: boolean;
}) {
  return (
    <thead>
      <tr aria-rowindex={positioned ? 1 : undefined}>
        {columns.map((column) => {
          const sort = onSort && sorting?.find((s) => s.id === column.id);
          const sorted = sort ? (sort.desc ? 'desc' : 'asc') : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              className={columnClass(column.id, column.meta)}
              aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
            >
              {onSort && column.canSort ? (
                <button type="button" className="sort-button" onClick={() => onSort(column)}>
                  {column.header}
                  <span aria-hidden="true" className="sort-arrow">
                    {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {detailColumn && (
          <th scope="col" className="col-detail">
            <span className="visually-hidden">More</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string | undefined }) {
  return (
    <tr>
      <td colSpan={columns} className="empty">
        {text ?? 'Nothing to show.'}
      </td>
    </tr>
  );
}

/** The row's cells, one per column. */
export function Cells<T>({
  row,
  columns,
}: {
  row: TableRow<T>;
  columns: readonly TableColumn<T>[];
}) {
  return columns.map((column) => (
    <td key={column.id} className={columnClass(column.id, column.meta)}>
      <div className="cell">{renderCell(column, row)}</div>
    </td>
  ));
}

/**
 * One data row; `index` (0-based) adds the ARIA position virtualised tables need. Each cell's
 * content sits in a `.cell` box with a maximum width (layout.css): a table cell itself takes
 * no max-width, and one long chain value must not widen the whole table.
 */
export function BodyRow<T>({
  row,
  columns,
  index,
}: {
  row: TableRow<T>;
  columns: readonly TableColumn<T>[];
  index?: number;
}) {
  return (
    <tr aria-rowindex={index === undefined ? undefined : index + 2} data-row-id={row.id}>
      <Cells row={row} columns={columns} />
    </tr>
  );
}

/** A row's detail fields: each hidden (lower-priority) column's name and value in that row. */
export function detailFields<T>(
  hidden: readonly TableColumn<T>[],
  row: TableRow<T>,
): DetailField[] {
  return hidden.map((column) => ({
    key: column.id,
    label: column.header ?? column.id,
    className: columnClass(column.id, column.meta),
    content: renderCell(column, row),
  }));
}
