import { InfiniteFooter } from './infinite-footer.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';
import { TableBox } from './table-box.tsx';
import { BodyRow, Cells, detailFields, EmptyRow, TableHead } from './table-parts.tsx';
import { RowDetail } from './row-detail.tsx';
import { useColumnPriorities } from './use-column-priorities.ts';
import { useTable, type TableProps } from './table-model.ts';

const SKELETON_ROWS = 8;

export type { TableProps as DataTableProps };

/**
 * The explorer's table of a list held whole (or paged by "Load more"): TanStack Table columns
 * defined by each feature, optional sorting, skeleton rows while loading, an empty text. Long
 * live lists use VirtualDataTable (virtual-data-table.tsx): a page loads only the one it uses.
 */
export function DataTable<T>(props: TableProps<T>) {
  const { paging, rows } = props;
  return (
    <>
      <PlainTable {...props} />
      {/* Not while the first page loads: it would stand where the rows are about to go. */}
      {paging && !props.isLoading && <InfiniteFooter {...paging} count={rows.length} autoLoad />}
    </>
  );
}

/**
 * A list held whole. Below COMPACT_QUERY its low-priority columns (column-priority.ts) leave
 * the row for an expandable detail row, opened by a button at the row's end; on phones its
 * medium-priority ones too.
 */
function PlainTable<T>(props: TableProps<T>) {
  const { label, rows, isLoading, empty } = props;
  const table = useTable(props);
  const priorities = useColumnPriorities(table.columns, (column) => column.priority);
  const { shown, hidden, columnCount } = priorities;
  return (
    <TableBox label={label}>
      <table className="data-table" aria-label={label} aria-busy={isLoading || undefined}>
        <TableHead
          columns={shown}
          sorting={table.sorting}
          onSort={table.onSort}
          positioned={false}
          detailColumn={priorities.collapsing}
        />
        <tbody>
          {isLoading && <SkeletonRows count={SKELETON_ROWS} columns={columnCount} />}
          {!isLoading && rows.length === 0 && <EmptyRow columns={columnCount} text={empty} />}
          {table.rows.map((row) =>
            priorities.collapsing ? (
              <RowDetail
                key={row.id}
                rowId={row.id}
                cells={<Cells row={row} columns={shown} />}
                fields={detailFields(hidden, row)}
                span={columnCount}
                open={priorities.isOpen(row.id)}
                onToggle={() => priorities.toggle(row.id)}
              />
            ) : (
              <BodyRow key={row.id} row={row} columns={shown} />
            ),
          )}
        </tbody>
      </table>
    </TableBox>
  );
}
