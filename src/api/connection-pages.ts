import type { Connection } from '#contract/connection.ts';

/** Rows per request of the infinite lists: one screenful and a bit. */
export const LIST_PAGE_SIZE = 50;

/** pagination.* parameters for one page after `cursor` (spec §2.1). */
export function forwardPage(cursor: string | undefined, first = LIST_PAGE_SIZE) {
  return { 'pagination.first': first, 'pagination.after': cursor };
}

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

/** Short reference lists (assets, markets) fit in a few pages; more than this is a runaway. */
const MAX_PAGES = 20;
const PAGE_SIZE = 500;

/** Every node of a connection, following cursors page after page. */
export async function fetchAllPages<T>(
  fetchPage: (params: Record<string, string | number | undefined>) => Promise<Connection<T>>,
): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const connection = await fetchPage({
      'pagination.first': PAGE_SIZE,
      'pagination.after': after,
    });
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return nodes;
}
