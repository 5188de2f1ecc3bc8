import type { Connection } from '#contract/connection.ts';
import { encodeCursor, InvalidCursorError, type PageRequest } from './keyset-page.ts';

/** A sort-key part: integers compare as numbers (heights, epochs), text as text. */
export type KeyPart = bigint | string;

const compareParts = (a: readonly KeyPart[], b: readonly KeyPart[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
};

/** A cursor value back to the key part it came from; refused when it cannot be one. */
function cursorKey(cursor: string[], like: readonly KeyPart[]): KeyPart[] {
  const fits =
    cursor.length === like.length &&
    cursor.every((v, i) => typeof like[i] === 'string' || /^-?\d{1,20}$/.test(v));
  if (!fits) throw new InvalidCursorError('cursor does not belong to this list');
  return cursor.map((v, i) => (typeof like[i] === 'bigint' ? BigInt(v) : v));
}

/**
 * The same keyset page as `fetchPage`, over rows already in memory: lists assembled from
 * several stored records (signature bundles, rotations, estimates of history) that no single
 * SQL query returns. `keyOf` must be unique per row.
 */
export function pageOfRows<T>(
  rows: readonly T[],
  keyOf: (row: T) => readonly KeyPart[],
  page: PageRequest,
): Connection<T> {
  const keyed = rows.map((row) => ({ row, key: keyOf(row) }));
  const descending = page.newestFirst !== (page.direction === 'backward');
  keyed.sort((a, b) => (descending ? -1 : 1) * compareParts(a.key, b.key));
  let rest = keyed;
  if (page.cursor) {
    const shape = keyed[0]?.key;
    // With no rows there is nothing to compare: any well-formed cursor gives the empty page.
    if (shape) {
      const at = cursorKey(page.cursor, shape);
      rest = keyed.filter((k) => (descending ? -1 : 1) * compareParts(k.key, at) > 0);
    }
  }
  const more = rest.length > page.limit;
  const pageRows = rest.slice(0, page.limit);
  if (page.direction === 'backward') pageRows.reverse();
  const edges = pageRows.map((k) => ({
    cursor: encodeCursor(k.key.map(String)),
    node: k.row,
  }));
  return {
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? '',
      endCursor: edges[edges.length - 1]?.cursor ?? '',
      hasNextPage: page.direction === 'forward' ? more : page.cursor !== undefined,
      hasPreviousPage: page.direction === 'forward' ? page.cursor !== undefined : more,
    },
  };
}

/** The empty page every list answers when the chain recorded nothing of its kind. */
export const emptyConnection = <T>(): Connection<T> => ({
  edges: [],
  pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
});
