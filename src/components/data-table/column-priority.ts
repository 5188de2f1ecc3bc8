/**
 * Column priorities: a column whose `meta.priority` is 'low' is the first to give way when the
 * table is narrower than its columns (below COMPACT_QUERY): it leaves the row and shows in the
 * row's expandable detail instead, so no value is clipped or hidden behind a sideways scroll.
 */
export const COMPACT_QUERY = '(max-width: 1439px)';

export const isLowPriority = (meta: unknown) =>
  (meta as { priority?: string } | undefined)?.priority === 'low';
