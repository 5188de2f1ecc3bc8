import type { ColumnDef } from '@tanstack/react-table';

/**
 * Column priorities: a column whose `meta.priority` is 'low' is the first to give way when the
 * table is narrower than its columns (below COMPACT_QUERY): it leaves the row and shows in the
 * row's expandable detail instead, so no value is clipped or hidden behind a sideways scroll.
 */
export const COMPACT_QUERY = '(max-width: 1439px)';

export const isLowPriority = (meta: unknown) =>
  (meta as { priority?: string } | undefined)?.priority === 'low';

/** The column's id as TanStack Table resolves it: id, else accessor key, else string header. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
function columnId(def: ColumnDef<any, any>): string | undefined {
  if (def.id) return def.id;
  const key = (def as { accessorKey?: unknown }).accessorKey;
  if (typeof key === 'string') return key.replaceAll('.', '_');
  return typeof def.header === 'string' ? def.header : undefined;
}

/** Visibility state hiding the low-priority columns (empty when nothing is to be hidden). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
export function collapsedColumns(columns: ColumnDef<any, any>[]): Record<string, boolean> {
  const hidden: Record<string, boolean> = {};
  for (const def of columns) {
    const id = columnId(def);
    if (id && isLowPriority(def.meta)) hidden[id] = false;
  }
  return hidden;
}
