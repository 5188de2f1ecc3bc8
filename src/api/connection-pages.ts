import type { Connection } from '#contract/connection.ts';

/** Rows per request of the infinite lists: one screenful and a bit. */
export const LIST_PAGE_SIZE = 50;

/** getNextPageParam for any connection: the end cursor while there is more. */
export function nextCursor<T>(connection: Connection<T>): string | undefined {
  return connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : undefined;
}

/** A page's nodes (newest first in the lists) and whether more follow it. */
export function connectionRows<T>(connection: Connection<T>) {
  return {
    rows: connection.edges.map((edge) => edge.node),
    hasMore: connection.pageInfo.hasNextPage,
  };
}

/** Flattens the pages of an infinite query into nodes, dropping a row seen twice. */
export function flattenNodes<T>(connections: Connection<T>[], idOf: (node: T) => string): T[] {
  const seen = new Set<string>();
  const nodes: T[] = [];
  for (const connection of connections) {
    for (const { node } of connection.edges) {
      const id = idOf(node);
      if (seen.has(id)) continue;
      seen.add(id);
      nodes.push(node);
    }
  }
  return nodes;
}
