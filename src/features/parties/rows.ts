import type { Connection } from '#contract/connection.ts';

export type WithCursor<T> = T & { cursor: string };

/**
 * Rows of an infinite query whose records have no id of their own (ledger entries, votes,
 * accounts): the edge cursor is the row key, and a row seen twice is dropped.
 */
export function rowsWithCursor<T extends object>(pages: readonly Connection<T>[]): WithCursor<T>[] {
  const seen = new Set<string>();
  const rows: WithCursor<T>[] = [];
  for (const page of pages) {
    for (const edge of page.edges) {
      if (seen.has(edge.cursor)) continue;
      seen.add(edge.cursor);
      rows.push({ ...edge.node, cursor: edge.cursor });
    }
  }
  return rows;
}
