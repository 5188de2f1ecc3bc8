import { useState } from 'react';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { COMPACT_QUERY, givesWay, NARROW_QUERY, type ColumnPriority } from './column-priority.ts';

/**
 * The column priorities of a table held whole (DataTable's plain tables and StaticTable): which
 * columns stay in the row on this screen, which give way to the row's detail (column-priority.ts),
 * and which rows' details are open.
 */
export function useColumnPriorities<C>(
  columns: readonly C[],
  priorityOf: (column: C) => ColumnPriority,
) {
  const screen = { compact: useMediaQuery(COMPACT_QUERY), narrow: useMediaQuery(NARROW_QUERY) };
  const hidden = columns.filter((column) => givesWay(priorityOf(column), screen));
  const collapsing = hidden.length > 0;
  const shown = collapsing ? columns.filter((column) => !hidden.includes(column)) : columns;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (rowId: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  return {
    shown,
    hidden,
    collapsing,
    /** Cells in a row: the shown columns, and the detail's button when some gave way. */
    columnCount: shown.length + (collapsing ? 1 : 0),
    isOpen: (rowId: string) => open.has(rowId),
    toggle,
  };
}
