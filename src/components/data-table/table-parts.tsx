import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { Fragment } from 'react';

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
 * Header rows. With `sortable`, a sortable column's name is a button and the sorted column
 * carries aria-sort and an arrow beside its name (not colour only).
 */
export function TableHead<T>({
  table,
  sortable,
  positioned,
  detailColumn = false,
}: {
  table: Table<T>;
  sortable: boolean;
  /** Rows carry aria-rowindex (virtualised: not every row is in the DOM). */
  positioned: boolean;
  /** A last column for the buttons that open each row's detail (see RowDetail). */
  detailColumn?: boolean;
}) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={positioned ? 1 : undefined}>
          {group.headers.map((header) => {
            const sorted = sortable && header.column.getIsSorted();
            const title = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th
                key={header.id}
                scope="col"
                className={columnClass(header.column.id, header.column.columnDef.meta)}
                aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
              >
                {sortable && header.column.getCanSort() ? (
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
          {detailColumn && (
            <th scope="col" className="col-detail">
              <span className="visually-hidden">More</span>
            </th>
          )}
        </tr>
      ))}
    </thead>
  );
}

/** Placeholder rows while the first page loads (hidden from assistive technology). */
export function SkeletonRows({ count, columns }: { count: number; columns: number }) {
  return Array.from({ length: count }, (_, i) => (
    <tr key={`skeleton-${i}`} className="skeleton-row" aria-hidden="true">
      {Array.from({ length: columns }, (_, j) => (
        <td key={j}>
          <span className="skeleton" />
        </td>
      ))}
    </tr>
  ));
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

/**
 * One data row; `index` (0-based) adds the ARIA position virtualised tables need. Each cell's
 * content sits in a `.cell` box with a maximum width (layout.css): a table cell itself takes
 * no max-width, and one long chain value must not widen the whole table.
 */
export function BodyRow<T>({ row, index }: { row: Row<T>; index?: number }) {
  return (
    <tr aria-rowindex={index === undefined ? undefined : index + 2} data-row-id={row.id}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={columnClass(cell.column.id, cell.column.columnDef.meta)}>
          <div className="cell">{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
        </td>
      ))}
    </tr>
  );
}

/**
 * A row whose hidden (low-priority) columns open below it: the row with a "More" button at its
 * end, and when open a full-width row listing each hidden column's name and value.
 */
export function RowDetail<T>({
  row,
  open,
  onToggle,
  columns,
}: {
  row: Row<T>;
  open: boolean;
  onToggle: () => void;
  columns: number;
}) {
  const hidden = row.getAllCells().filter((cell) => !cell.column.getIsVisible());
  const detailId = `row-detail-${row.id}`;
  return (
    <Fragment>
      <tr data-row-id={row.id}>
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={columnClass(cell.column.id, cell.column.columnDef.meta)}>
            <div className="cell">{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
          </td>
        ))}
        <td className="col-detail">
          <button
            type="button"
            className="row-toggle"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={onToggle}
          >
            {open ? 'Less' : 'More'}
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="row-detail">
          <td colSpan={columns}>
            <dl className="row-detail-fields">
              {hidden.map((cell) => (
                <div key={cell.id}>
                  <dt>{headerText(cell.column.columnDef.header, cell.column.id)}</dt>
                  <dd className={columnClass(cell.column.id, cell.column.columnDef.meta)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** A column's name as text: its header when that is a string, else its id. */
const headerText = (header: unknown, id: string) => (typeof header === 'string' ? header : id);
