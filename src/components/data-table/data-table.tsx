import type { SortingState } from '@tanstack/react-table';
import { useRef, type ReactNode, type Ref } from 'react';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { InfiniteFooter } from './infinite-footer.tsx';
import { useFrozenColumns } from './use-frozen-columns.ts';
import { NARROW_QUERY } from './column-priority.ts';
import { SkeletonRows } from './skeleton-rows.tsx';
import { TableBox } from './table-box.tsx';
import { BodyRow, Cells, detailFields, EmptyRow, TableHead } from './table-parts.tsx';
import { RowDetail } from './row-detail.tsx';
import { useColumnPriorities } from './use-column-priorities.ts';
import { nextSorting, useTableModel, type AnyColumnDef, type TableColumn } from './table-model.ts';
import {
  useInfiniteVirtualizer,
  type Paging,
  type TableControl,
  type Viewport,
} from './use-infinite-virtualizer.ts';
import { VirtualList } from './virtual-list.tsx';

/** Fixed row height of virtualised tables (CSS keeps cells on one line): no measuring. */
export const VIRTUAL_ROW_HEIGHT = 40;
/** A narrow-screen card's line height and its vertical padding (lists.css `.row-card-line`). */
const CARD_LINE_HEIGHT = 26;
const CARD_PADDING = 12;
/** Height of a row's card of `lines` lines on narrow screens: fixed, so nothing is measured. */
export const narrowRowHeight = (lines: number) => CARD_PADDING + lines * CARD_LINE_HEIGHT;
const SKELETON_ROWS = 8;
const VIRTUAL_SKELETON_ROWS = 12;

export interface VirtualOptions<T> {
  /** On narrow screens (≤ 640 px) each row is shown as this compact card instead. */
  narrowRow?: ((row: T) => ReactNode) | undefined;
  /** Lines of every card (2 by default): each line keeps its leading values whole. */
  narrowLines?: number | undefined;
  /** A new value (e.g. other filters) scrolls back to the top. */
  resetKey?: string | undefined;
  /** Told when the list reaches or leaves the top, and as the first row in view changes. */
  onViewportChange?: ((viewport: Viewport) => void) | undefined;
  control?: Ref<TableControl> | undefined;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (and of the list of cards on narrow screens). */
  label: string;
  /** TanStack Table column definitions (`createColumnHelper`), read by table-model.ts. */
  columns: AnyColumnDef<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  isLoading?: boolean | undefined;
  empty?: string | undefined;
  /**
   * Sorted here (lists held whole): sortable headers become buttons. Controlled: the owner
   * keeps the sort (in the URL), the table only asks to change it.
   */
  sorting?: { state: SortingState; onChange: (sorting: SortingState) => void } | undefined;
  /**
   * Long lists: rows inside a scroll box with a sticky header, only those in view (plus an
   * overscan) in the DOM however many are loaded.
   */
  virtual?: VirtualOptions<T> | undefined;
  /** More pages: a footer with the count and "Load more"; pages also load on scrolling. */
  paging?: Paging | undefined;
  /** Drawn over the top of the rows (the "N new" notice of live lists). */
  overlay?: ReactNode;
}

export type { Paging, TableControl, Viewport };

/**
 * The one table of the explorer: TanStack Table columns defined by each feature, optional
 * sorting, optional virtualisation and paging; skeleton rows while loading, an empty text.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const { virtual, paging, overlay, rows } = props;
  const body =
    virtual && narrow && virtual.narrowRow ? (
      <VirtualList
        {...virtual}
        paging={paging}
        label={props.label}
        rows={rows}
        rowId={props.rowId}
        renderRow={virtual.narrowRow}
        rowHeight={narrowRowHeight(virtual.narrowLines ?? 2)}
        isLoading={props.isLoading}
        empty={props.empty}
      />
    ) : virtual ? (
      <VirtualTable {...props} virtual={virtual} />
    ) : (
      <PlainTable {...props} />
    );
  return (
    <>
      {overlay ? (
        <div className="table-overlay-host">
          {body}
          {overlay}
        </div>
      ) : (
        body
      )}
      {/* Not while the first page loads: it would stand where the rows are about to go. */}
      {paging && !props.isLoading && (
        <InfiniteFooter {...paging} count={rows.length} autoLoad={!virtual} />
      )}
    </>
  );
}

/** The table's rows and columns, and the header's sort handler when the table sorts. */
function useTable<T>({ rows, columns, rowId, sorting }: DataTableProps<T>) {
  const model = useTableModel(columns, rows, rowId, sorting?.state);
  const onSort =
    sorting &&
    ((column: TableColumn<T>) => sorting.onChange(nextSorting(column, sorting.state, model.rows)));
  return { ...model, sorting: sorting?.state, onSort };
}

/**
 * A list held whole. Below COMPACT_QUERY its low-priority columns (column-priority.ts) leave
 * the row for an expandable detail row, opened by a button at the row's end; on phones its
 * medium-priority ones too.
 */
function PlainTable<T>(props: DataTableProps<T>) {
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

/**
 * Rows virtualised inside a scroll box with a sticky header: spacer rows above and below keep
 * the scroll height right; scrolling near the end loads the next page.
 */
function VirtualTable<T>(props: DataTableProps<T> & { virtual: VirtualOptions<T> }) {
  const { label, rows, isLoading, empty, virtual, paging } = props;
  const table = useTable(props);
  const tableRows = table.rows;
  const { scrollRef, items, paddingTop, paddingBottom } = useInfiniteVirtualizer(
    tableRows.length,
    VIRTUAL_ROW_HEIGHT,
    { ...virtual, paging },
  );
  const columnCount = table.columns.length;
  const tableRef = useRef<HTMLTableElement>(null);
  const widths = useFrozenColumns(tableRef, tableRows.length > 0);
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
        ref={tableRef}
        className="data-table virtual-table"
        style={widths && { tableLayout: 'fixed', width: widths.reduce((a, b) => a + b, 0) }}
        aria-label={label}
        aria-busy={isLoading || undefined}
        aria-rowcount={isLoading ? -1 : rows.length + 1}
      >
        {widths && (
          <colgroup>
            {widths.map((width, i) => (
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        )}
        <TableHead
          columns={table.columns}
          sorting={table.sorting}
          onSort={table.onSort}
          positioned
        />
        <tbody>
          {isLoading && <SkeletonRows count={VIRTUAL_SKELETON_ROWS} columns={columnCount} />}
          {!isLoading && rows.length === 0 && <EmptyRow columns={columnCount} text={empty} />}
          {spacer(paddingTop, 'spacer-top')}
          {/* Keyed by position: a live row arriving on top rewrites the rows in view instead of
              pushing them down (a layout shift at every update). */}
          {items.map((item) => {
            const row = tableRows[item.index];
            return (
              row && (
                <BodyRow key={item.index} row={row} columns={table.columns} index={item.index} />
              )
            );
          })}
          {spacer(paddingBottom, 'spacer-bottom')}
        </tbody>
      </table>
    </div>
  );
}
