/**
 * Column priorities: a column whose `meta.priority` is 'low' is the first to give way when the
 * table is narrower than its columns (below COMPACT_QUERY): it leaves the row and shows in the
 * row's expandable detail instead, so no value is clipped or hidden behind a sideways scroll.
 * A 'medium' column gives way only on phones (NARROW_QUERY), where even the columns a laptop
 * shows do not fit beside each other.
 */
export const COMPACT_QUERY = '(max-width: 1439px)';
export const NARROW_QUERY = '(max-width: 640px)';

export type ColumnPriority = 'low' | 'medium' | undefined;

/** Column meta of a column that stays in the row on a laptop and opens in the row's detail on a phone. */
export const PHONE_DETAIL = { priority: 'medium' } as const;

export const priorityOf = (meta: unknown): ColumnPriority => {
  const priority = (meta as { priority?: string } | undefined)?.priority;
  return priority === 'low' || priority === 'medium' ? priority : undefined;
};

/** Whether a column of this priority leaves the row for the row's detail on this screen. */
export const givesWay = (priority: ColumnPriority, screen: { compact: boolean; narrow: boolean }) =>
  (priority === 'low' && screen.compact) || (priority === 'medium' && screen.narrow);
