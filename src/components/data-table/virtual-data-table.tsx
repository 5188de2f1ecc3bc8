import { useRef, type ReactNode, type Ref } from 'react';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { InfiniteFooter } from './infinite-footer.tsx';
import { useFrozenColumns } from './use-frozen-columns.ts';
import { NARROW_QUERY } from './column-priority.ts';
import { SkeletonRows } from './skeleton-rows.tsx';
import { BodyRow, EmptyRow, TableHead } from './table-parts.tsx';
import { useTable, type TableProps } from './table-model.ts';
import {
  useInfiniteVirtualizer,
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

export interface VirtualDataTableProps<T> extends TableProps<T> {
  virtual: VirtualOptions<T>;
  /** Drawn over the top of the rows (the "N new" notice of live lists). */
  overlay?: ReactNode;
}

/**
 * A long list: rows inside a scroll box with a sticky header, only those in view (plus an
 * overscan) in the DOM however many are loaded; the next page loads on scrolling near the end.
 * On narrow screens with a `narrowRow`, a list of cards instead.
 */
export function VirtualDataTable<T>(props: VirtualDataTableProps<T>) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const { virtual, paging, overlay, rows } = props;
  const body =
    narrow && virtual.narrowRow ? (
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
    ) : (
      <VirtualTable {...props} />
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
        <InfiniteFooter {...paging} count={rows.length} autoLoad={false} />
      )}
    </>
  );
}

/**
 * Rows virtualised inside a scroll box with a sticky header: spacer rows above and below keep
 * the scroll height right; scrolling near the end loads the next page.
 */
function VirtualTable<T>(props: VirtualDataTableProps<T>) {
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
