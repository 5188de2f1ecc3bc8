import type { BlockHeader, BlockOutput } from '../chain/engine/block/block-output.ts';
import type { Queryable } from './database.ts';

/**
 * A record column's value: JSON text (an object) that goes into the statement's JSON as it is,
 * not as a string escaped a second time. json_populate_recordset stores a nested object's text
 * unchanged in a text column, so the column holds exactly `text`.
 */
export class JsonRecord {
  constructor(readonly text: string) {}
}

/** A record as the `record` columns hold it. */
export const jsonRecord = (value: object) => new JsonRecord(JSON.stringify(value));

/**
 * A record as JSON text, its 64-bit integers as decimal strings: a string column value (the
 * validator side's records hold bigints, which JSON.stringify alone refuses).
 */
export const jsonText = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** The block a table's rows come from: height and time (Unix ns) as decimal strings. */
export interface BlockStamp {
  height: string;
  timeNs: string;
  header: BlockHeader;
}

/**
 * One table's rows out of one block's output. Each table's builder lives beside its reads
 * (store/<resource>.ts), so its columns are named in one file besides the migration; the
 * block writer lists them in writing order (block-writer.ts).
 */
export type BlockTableRows = (out: BlockOutput, block: BlockStamp) => TableRows;

/** Rows for one table, as the block writer hands them to `insertRows`. */
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: (readonly unknown[])[];
  /**
   * Upsert on this unique key, updating these columns. Rows repeating a key are merged into one
   * (one statement may not update a row twice): these columns from the last (the newest state),
   * the others from the first, as writing the rows one by one would leave them.
   */
  upsert?: { key: readonly string[]; update: readonly string[] };
}

/** A multi-row INSERT ready to run: built on any thread (the history worker builds them). */
export interface PreparedInsert {
  sql: string;
  /** The rows as one JSON array, UTF-8. */
  rows: Uint8Array;
}

/**
 * Multi-row INSERT of a whole block's rows in one statement: the rows travel as one JSON
 * parameter and PostgreSQL turns them into the table's own row type. Measured on PGlite with
 * 60 rows of 6 columns: 2.4 ms per statement, against 5–6 ms with one parameter per value.
 * The parameter is sent as UTF-8 bytes (database.ts: PGlite would measure a string's UTF-8
 * length in a JS loop, twice) and written without a JSON.stringify replacer (one call per value).
 * Undefined when there is no row.
 */
export function prepareInsert({ table, columns, rows, upsert }: TableRows) {
  if (rows.length === 0) return undefined;
  const list = columns.join(', ');
  let suffix = '';
  if (upsert) {
    rows = mergeRepeatedKeys(columns, rows, upsert);
    const set = upsert.update.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
    suffix = `ON CONFLICT (${upsert.key.join(', ')}) DO UPDATE SET ${set}`;
  }
  return {
    sql: `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json) ${suffix}`,
    rows: Buffer.from(rowsJson(columns, rows), 'utf8'),
  } satisfies PreparedInsert;
}

export async function runInsert(db: Queryable, insert: PreparedInsert): Promise<void> {
  await db.query(insert.sql, [insert.rows]);
}

export async function insertRows(db: Queryable, rows: TableRows): Promise<void> {
  const insert = prepareInsert(rows);
  if (insert) await runInsert(db, insert);
}

/**
 * One row per key, as the rows one by one would have left it: the columns the upsert updates
 * from the key's last row, the others (set once, on insert: a creation height, a sequence
 * number) from its first.
 */
function mergeRepeatedKeys(
  columns: readonly string[],
  rows: (readonly unknown[])[],
  upsert: NonNullable<TableRows['upsert']>,
): (readonly unknown[])[] {
  const keyAt = upsert.key.map((k) => columns.indexOf(k));
  const updated = columns.map((c) => upsert.update.includes(c));
  const byKey = new Map<string, readonly unknown[]>();
  for (const row of rows) {
    const key = keyAt.map((i) => String(row[i])).join('\0');
    const first = byKey.get(key);
    byKey.set(key, first ? first.map((v, i) => (updated[i] ? row[i] : v)) : row);
  }
  return [...byKey.values()];
}

/**
 * `[{"column": value, …}, …]`; a bigint as its decimal string (JSON has no 64-bit integer), a
 * JsonRecord as its text.
 */
function rowsJson(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const keys = columns.map((c) => JSON.stringify(c) + ':');
  const parts = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    let text = '{';
    for (let i = 0; i < keys.length; i++) {
      const v = row[i];
      text +=
        (i === 0 ? '' : ',') +
        keys[i]! +
        (v instanceof JsonRecord
          ? v.text
          : typeof v === 'bigint'
            ? `"${v}"`
            : JSON.stringify(v ?? null));
    }
    parts[r] = text + '}';
  }
  return '[' + parts.join(',') + ']';
}
