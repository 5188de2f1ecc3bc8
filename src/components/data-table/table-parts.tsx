import { flexRender, type Row, type Table } from '@tanstack/react-table';

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
}: {
  table: Table<T>;
  sortable: boolean;
  /** Rows carry aria-rowindex (virtualised: not every row is in the DOM). */
  positioned: boolean;
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
