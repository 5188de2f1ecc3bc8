import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { priorityOf, type ColumnPriority } from './column-priority.ts';
import type { Paging } from './use-infinite-virtualizer.ts';

/*
 * The table model behind DataTable. Columns are TanStack Table column definitions (each feature
 * writes them with `createColumnHelper`), but the explorer uses only a sliver of TanStack's
 * engine — core rows, one sorted column, hidden low-priority columns — while its engine ships
 * every feature (filters, grouping, pinning, pagination, selection…) in one ~12 KB gzip module
 * that cannot be tree-shaken: over the first-route JavaScript budget on every list page
 * (docs/benchmarks.md). This reads the same definitions with the same semantics in a page of code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (TanStack's documented pattern)
export type AnyColumnDef<T> = ColumnDef<T, any>;

/** The fields of a column definition read here (ColumnDef is a union of accessor shapes). */
interface DefFields<T> {
  id?: string;
  accessorKey?: string;
  accessorFn?: (row: T, index: number) => unknown;
  header?: unknown;
  cell?: unknown;
  meta?: unknown;
  sortingFn?: unknown;
  sortUndefined?: false | -1 | 1 | 'first' | 'last';
  sortDescFirst?: boolean;
  enableSorting?: boolean;
  invertSorting?: boolean;
}

export interface TableRow<T> {
  id: string;
  /** Position in the rows as given (before sorting). */
  index: number;
  original: T;
  getValue: <V = unknown>(columnId: string) => V;
}

type CompareRows<T> = (a: TableRow<T>, b: TableRow<T>, columnId: string) => number;

export interface TableColumn<T> {
  id: string;
  /** The definition's `header` (a string in every explorer table). */
  header: ReactNode;
  meta: unknown;
  /** When the column gives way to the row's detail (column-priority.ts). */
  priority: ColumnPriority;
  /** An accessor column (display columns have no value to sort by). */
  canSort: boolean;
  def: DefFields<T>;
  value: ((row: T, index: number) => unknown) | undefined;
}

/** The column's id as TanStack Table resolves it: id, else accessor key, else string header. */
export function columnId<T>(def: AnyColumnDef<T>): string {
  const d = def as DefFields<T>;
  if (d.id) return d.id;
  if (typeof d.accessorKey === 'string') return d.accessorKey.replaceAll('.', '_');
  if (typeof d.header === 'string') return d.header;
  throw new Error('A column needs an id, an accessor key or a string header');
}

function readColumn<T>(def: AnyColumnDef<T>): TableColumn<T> {
  const d = def as DefFields<T>;
  const key = d.accessorKey;
  const value =
    d.accessorFn ??
    (key === undefined
      ? undefined
      : (row: T) =>
          key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)?.[part], row));
  return {
    id: columnId(def),
    header: typeof d.header === 'string' ? d.header : null,
    meta: d.meta,
    priority: priorityOf(d.meta),
    canSort: value !== undefined && d.enableSorting !== false,
    def: d,
    value,
  };
}

/** A cell's content: the definition's `cell` with TanStack's context (value and row), else the value. */
export function renderCell<T>(column: TableColumn<T>, row: TableRow<T>): ReactNode {
  const getValue = () => row.getValue(column.id);
  const cell = column.def.cell;
  if (typeof cell === 'function') {
    const context = {
      getValue,
      renderValue: () => getValue() ?? null,
      row,
      column: { id: column.id, columnDef: column.def },
      cell: { id: `${row.id}_${column.id}` },
    };
    return (cell as (context: unknown) => ReactNode)(context);
  }
  if (cell !== undefined) return cell as ReactNode;
  const value = getValue();
  return value === undefined || value === null ? null : String(value);
}

// TanStack's sorting functions, as its 'auto' picks them: strings in natural order (runs of
// digits compared as numbers, case ignored), anything else by < and >.
const reSplitAlphaNumeric = /([0-9]+)/g;
const compareBasic = (a: unknown, b: unknown) =>
  a === b ? 0 : (a as number) > (b as number) ? 1 : -1;
const asText = (a: unknown) =>
  typeof a === 'string' ? a : typeof a === 'number' && Number.isFinite(a) ? String(a) : '';

function compareAlphanumeric(aStr: string, bStr: string): number {
  const a = aStr.split(reSplitAlphaNumeric).filter(Boolean);
  const b = bStr.split(reSplitAlphaNumeric).filter(Boolean);
  while (a.length && b.length) {
    const aa = a.shift()!;
    const bb = b.shift()!;
    const an = parseInt(aa, 10);
    const bn = parseInt(bb, 10);
    if (Number.isNaN(an) && Number.isNaN(bn)) {
      if (aa !== bb) return aa > bb ? 1 : -1;
    } else if (Number.isNaN(an) || Number.isNaN(bn)) {
      return Number.isNaN(an) ? -1 : 1;
    } else if (an !== bn) {
      return an > bn ? 1 : -1;
    }
  }
  return a.length - b.length;
}

function sortingFnOf<T>(column: TableColumn<T>, rows: readonly TableRow<T>[]): CompareRows<T> {
  if (typeof column.def.sortingFn === 'function') return column.def.sortingFn as CompareRows<T>;
  const strings = rows.slice(0, 10).some((row) => typeof row.getValue(column.id) === 'string');
  return strings
    ? (a, b, id) =>
        compareAlphanumeric(
          asText(a.getValue(id)).toLowerCase(),
          asText(b.getValue(id)).toLowerCase(),
        )
    : (a, b, id) => compareBasic(a.getValue(id), b.getValue(id));
}

function sortRows<T>(
  rows: readonly TableRow<T>[],
  column: TableColumn<T>,
  desc: boolean,
): TableRow<T>[] {
  const compare = sortingFnOf(column, rows);
  const { sortUndefined = 1, invertSorting } = column.def;
  return [...rows].sort((a, b) => {
    let order = 0;
    if (sortUndefined !== false) {
      const aUndefined = a.getValue(column.id) === undefined;
      const bUndefined = b.getValue(column.id) === undefined;
      if (aUndefined !== bUndefined) {
        // 'first' and 'last' hold whatever the direction; 1 / -1 are flipped by it.
        if (sortUndefined === 'first') return aUndefined ? -1 : 1;
        if (sortUndefined === 'last') return aUndefined ? 1 : -1;
        order = aUndefined ? sortUndefined : -sortUndefined;
      }
    }
    if (order === 0) order = compare(a, b, column.id);
    if (order !== 0) return (desc ? -order : order) * (invertSorting ? -1 : 1);
    return a.index - b.index;
  });
}

export interface TableModel<T> {
  columns: TableColumn<T>[];
  rows: TableRow<T>[];
}

/** Columns read from their definitions and rows wrapped (and sorted by `sorting`'s first entry). */
export function useTableModel<T>(
  definitions: readonly AnyColumnDef<T>[],
  data: readonly T[],
  rowId: (row: T) => string,
  sorting: SortingState | undefined,
): TableModel<T> {
  const columns = useMemo(() => definitions.map(readColumn), [definitions]);
  const rows = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    const wrapped = data.map((original, index): TableRow<T> => {
      const cache = new Map<string, unknown>();
      return {
        id: rowId(original),
        index,
        original,
        getValue: <V>(id: string) => {
          if (!cache.has(id)) cache.set(id, byId.get(id)?.value?.(original, index));
          return cache.get(id) as V;
        },
      };
    });
    const sort = sorting?.[0];
    const column = sort && byId.get(sort.id);
    return sort && column?.canSort ? sortRows(wrapped, column, sort.desc) : wrapped;
  }, [columns, data, rowId, sorting]);
  return { columns, rows };
}

/**
 * The sorting after a click on a column's header, as TanStack's toggle does with multi-sort and
 * sort removal off: the sorted column flips; another column starts in its first direction —
 * descending when `sortDescFirst` says so or its first value is not a string, else ascending.
 */
export function nextSorting<T>(
  column: TableColumn<T>,
  state: SortingState,
  rows: readonly TableRow<T>[],
): SortingState {
  const current = state.find((sort) => sort.id === column.id);
  if (current) return [{ id: column.id, desc: !current.desc }];
  const descFirst = column.def.sortDescFirst ?? typeof rows[0]?.getValue(column.id) !== 'string';
  return [{ id: column.id, desc: descFirst }];
}

/** What every DataTable takes: the rows, their columns, loading and empty states, sorting, paging. */
export interface TableProps<T> {
  /** Accessible name of the table (and of the list of cards on narrow screens). */
  label: string;
  /** TanStack Table column definitions (`createColumnHelper`), read here. */
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
  /** More pages: a footer with the count and "Load more". */
  paging?: Paging | undefined;
}

/** The table's rows and columns, and the header's sort handler when the table sorts. */
export function useTable<T>({ rows, columns, rowId, sorting }: TableProps<T>) {
  const model = useTableModel(columns, rows, rowId, sorting?.state);
  const onSort =
    sorting &&
    ((column: TableColumn<T>) => sorting.onChange(nextSorting(column, sorting.state, model.rows)));
  return { ...model, sorting: sorting?.state, onSort };
}
