import type { Connection } from '#contract/connection.ts';
import type { Queryable } from './database.ts';

/** What page of a list to read: the HTTP layer reads it from `pagination.*` parameters. */
export interface PageRequest {
  direction: 'forward' | 'backward';
  limit: number;
  /** Decoded sort-key values of the cursor row; undefined = from the start (or the end). */
  cursor: string[] | undefined;
  newestFirst: boolean;
}

/**
 * A cursor that cannot be a row of this list. The store knows no HTTP: the transport turns
 * this into the spec's 400 (INVALID_PAGINATION).
 */
export class InvalidCursorError extends Error {
  constructor(
    readonly reason: string,
    readonly inner = '',
  ) {
    super(reason);
  }
}

/** Cursors are opaque to clients: base64 of the JSON array of the row's sort-key values. */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64');
}

export function decodeCursor(raw: string): string[] {
  try {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) throw new Error('not base64');
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
      return value as string[];
    }
  } catch {
    // fall through to the same 400 as a well-formed but foreign cursor
  }
  throw new InvalidCursorError('cursor cannot be decoded', raw);
}

export interface SortKey {
  sql: string;
  /** Integer keys: cursor values are checked to be integers before they reach SQL. */
  numeric?: boolean;
}

export interface PageQuery<Row, Node> {
  /** `SELECT … FROM …` without WHERE/ORDER/LIMIT. */
  select: string;
  /** Conditions ANDed together, using $1…$n of params. */
  where: string[];
  /**
   * Conditions ORed together (and ANDed with `where`), e.g. "the party sent it" or "the party
   * received it". With two or more, each is read as its own scan in key order, cut at the page
   * size, and the scans are merged: one scan filtering `a OR b` cannot walk an index in key
   * order, so it reads every row of a busy party, or most of the table for a quiet one, to fill
   * one page. Needs the key columns in the select list (the merge orders by their names).
   */
  anyOf?: string[];
  params: unknown[];
  /** Sort-key SQL expressions, unique together, compared as a row value. */
  key: SortKey[];
  /** The key values of a row, as text, in the order of `key`. */
  keyOf: (row: Row) => string[];
  toNode: (row: Row) => Node;
}

/**
 * One page of a keyset-paginated query. Keyset (not offset) paging means a client walking the
 * list sees every row exactly once even while new rows arrive at the head.
 */
export async function fetchPage<Row extends object, Node>(
  db: Queryable,
  query: PageQuery<Row, Node>,
  page: PageRequest,
): Promise<Connection<Node>> {
  const { cursor, limit, direction, newestFirst } = page;
  if (cursor && !fitsKey(cursor, query.key))
    throw new InvalidCursorError('cursor does not belong to this list');
  // Walking backwards reads the list in reverse order, then flips the page.
  const descending = newestFirst !== (direction === 'backward');
  const rows = await readAfter(db, query, { descending, after: cursor, limit: limit + 1 });

  const more = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  if (direction === 'backward') pageRows.reverse();
  const edges = pageRows.map((row) => ({
    cursor: encodeCursor(query.keyOf(row)),
    node: query.toNode(row),
  }));
  return {
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? '',
      endCursor: edges[edges.length - 1]?.cursor ?? '',
      hasNextPage: direction === 'forward' ? more : cursor !== undefined,
      hasPreviousPage: direction === 'forward' ? cursor !== undefined : more,
    },
  };
}

/** Rows read per query by `everyRow`. */
export const SCAN_ROWS = 500;

/**
 * Every row of a query in key order, SCAN_ROWS rows per query, each query resuming after the
 * last key read: a stream's snapshot, whose subscription already queues the rows that change
 * meanwhile. Yields each query's rows as nodes; stops when a query comes back short.
 */
export async function* everyRow<Row extends object, Node>(
  db: Queryable,
  query: PageQuery<Row, Node>,
  newestFirst: boolean,
): AsyncGenerator<Node[]> {
  let after: readonly string[] | undefined;
  for (;;) {
    const rows = await readAfter(db, query, { descending: newestFirst, after, limit: SCAN_ROWS });
    if (rows.length) yield rows.map(query.toNode);
    if (rows.length < SCAN_ROWS) return;
    after = query.keyOf(rows[rows.length - 1]!);
  }
}

/** Up to `limit` rows of the query in key order, after the key values `after` (if given). */
async function readAfter<Row extends object, Node>(
  db: Queryable,
  query: PageQuery<Row, Node>,
  { descending, after, limit }: { descending: boolean; after?: readonly string[]; limit: number },
): Promise<Row[]> {
  const params = [...query.params];
  const where = [...query.where];
  if (after) {
    const placeholders = after.map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    where.push(
      `(${query.key.map((k) => k.sql).join(', ')}) ${descending ? '<' : '>'} (${placeholders.join(', ')})`,
    );
  }
  const order = query.key.map((k) => `${k.sql} ${descending ? 'DESC' : 'ASC'}`).join(', ');
  params.push(limit);
  const tail = ` ORDER BY ${order} LIMIT $${params.length}`;
  const scan = (conditions: string[]) =>
    `${query.select}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}${tail}`;
  const anyOf = query.anyOf ?? [];
  // UNION, not UNION ALL: a row both alternatives match (a transfer between two accounts of
  // the same party) comes once.
  const sql =
    anyOf.length > 1
      ? `SELECT * FROM (${anyOf.map((c) => `(${scan([...where, `(${c})`])})`).join(' UNION ')}) AS page${tail}`
      : scan(anyOf.length === 1 ? [...where, `(${anyOf[0]})`] : where);
  return db.query<Row>(sql, params);
}

/** Sort keys that are numeric are bigint columns: a cursor value must be an int64. */
const INT64 = [-(2n ** 63n), 2n ** 63n - 1n] as const;
const isInt64 = (value: string) =>
  /^-?\d{1,19}$/.test(value) && BigInt(value) >= INT64[0] && BigInt(value) <= INT64[1];

function fitsKey(cursor: string[], key: SortKey[]): boolean {
  return (
    cursor.length === key.length &&
    // PostgreSQL text cannot hold NUL: such a value was never a cursor of ours.
    cursor.every((value, i) => (key[i]?.numeric ? isInt64(value) : !value.includes('\u0000')))
  );
}
