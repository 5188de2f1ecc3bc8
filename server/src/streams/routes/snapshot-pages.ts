import type { Queryable } from '../../store/database.ts';

/** Rows read per query; the stream route cuts them into messages of 50. */
const PAGE_ROWS = 500;

/** Conditions and their positional parameters ($1…), collected as filters are added. */
export class Conditions {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.where.push(condition);
    return this;
  }

  /** `sql IN (…)`; an empty set adds nothing (no filter). */
  anyOf(sql: string, values: Iterable<string>): this {
    const list = [...values].map((v) => this.param(v));
    if (list.length) this.where.push(`${sql} IN (${list.join(', ')})`);
    return this;
  }

  /** `sql = value`; undefined adds nothing. */
  equals(sql: string, value: string | undefined): this {
    if (value !== undefined) this.where.push(`${sql} = ${this.param(value)}`);
    return this;
  }
}

export interface KeysetQuery<R> {
  /** `SELECT … FROM table`, without WHERE. */
  select: string;
  conditions: Conditions;
  /** Unique sort key: columns with the SQL type of their parameter. */
  key: readonly { sql: string; type: string }[];
  keyOf(row: R): readonly string[];
  descending?: boolean;
}

/**
 * Reads a snapshot in key order, PAGE_ROWS rows per query, resuming after the last key seen
 * (rows changed meanwhile are sent again by the updates, which the subscription already
 * queues). Yields the rows converted by `toItem`; stops when a page comes back short.
 */
export async function* keysetPages<R extends object, T>(
  db: Queryable,
  query: KeysetQuery<R>,
  toItem: (row: R) => T,
): AsyncGenerator<T[]> {
  const columns = query.key.map((k) => k.sql).join(', ');
  const direction = query.descending ? 'DESC' : 'ASC';
  const order = query.key.map((k) => `${k.sql} ${direction}`).join(', ');
  let after: readonly string[] | undefined;
  for (;;) {
    const where = [...query.conditions.where];
    const params = [...query.conditions.params];
    if (after) {
      const placeholders = query.key.map((k, i) => {
        params.push(after?.[i]);
        return `$${params.length}::${k.type}`;
      });
      where.push(`(${columns}) ${query.descending ? '<' : '>'} (${placeholders.join(', ')})`);
    }
    const sql = `${query.select}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${PAGE_ROWS}`;
    const rows = await db.query<R>(sql, params);
    if (rows.length) yield rows.map(toItem);
    if (rows.length < PAGE_ROWS) return;
    after = query.keyOf(rows[rows.length - 1] as R);
  }
}
