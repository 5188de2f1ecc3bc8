import { AccountType } from '#contract/enums.ts';
import type { Queryable } from './database.ts';
import { dateRangeWhere, type DateRange } from './date-range.ts';

/**
 * The reference's header row (datanode/sqlstore/ledger.go `Export`), with the brand word of
 * `vega_time` replaced like every other field name (spec conventions): `net_time`.
 */
export const LEDGER_CSV_HEADER =
  'net_time,quantity,transfer_type,asset_id,account_from_market_id,account_from_party_id,' +
  'account_from_account_type,account_to_market_id,account_to_party_id,account_to_account_type,' +
  'account_from_balance,account_to_balance\n';

/**
 * Rows per query: bounds memory whatever the party's history holds. 400 rows make a CSV text of
 * ~115 kB, under V8's large-object size (128 kB): each batch's text dies young in the nursery.
 * Measured on a 1,000,000-row export (`npm run bench:api`): 5,000-row batches (1.4 MB texts,
 * collected only by full GCs) grew RSS by ~75 MB, 400-row ones by ~2 MB, at the same speed.
 */
export const LEDGER_EXPORT_BATCH = 400;

interface CsvBatch {
  rows: number;
  last: string | null;
  csv: string;
}

export interface LedgerExportRequest {
  partyId: string;
  /** undefined = every asset (spec §4.1: the asset is optional). */
  assetId?: string | undefined;
  dateRange: DateRange;
}

/**
 * SQL printing Unix ns as PostgreSQL prints a timestamptz in UTC (the reference's `vega_time`
 * column): `2026-01-01 00:00:00.5+00` — microseconds, trailing zeros dropped.
 */
export function pgTimestampSql(ns: string): string {
  const fraction = `rtrim(lpad((${ns} / 1000 % 1000000)::text, 6, '0'), '0')`;
  return (
    `to_char(to_timestamp(${ns} / 1000000000) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')` +
    ` || coalesce('.' || nullif(${fraction}, ''), '') || '+00'`
  );
}

/** SQL for one CSV cell: quoted when the text holds a comma, a quote or a line break. */
const cell = (text: string) =>
  `CASE WHEN ${text} ~ '[",\\r\\n]' THEN '"' || replace(${text}, '"', '""') || '"' ELSE ${text} END`;

/** SQL for an account type's number (the names are the contract's constants). */
const accountTypeNumber = (column: string) =>
  `CASE ${column} ${AccountType.names
    .map((name) => `WHEN '${name}' THEN '${AccountType.toNumber(name)}'`)
    .join(' ')} ELSE ${cell(column)} END`;

/**
 * SQL for one CSV line. Ids are plain hex (the reference prints bytea as `\x…`), network
 * accounts have the party id "network", an account without market has an empty market cell;
 * account types are integers and the transfer type a name, as in the reference. Every column is
 * NOT NULL, so no line is ever NULL (string_agg would drop it).
 */
const CSV_LINE = [
  pgTimestampSql('time_ns'),
  'quantity::text',
  cell('transfer_type'),
  cell('asset_id'),
  cell('from_market'),
  cell('from_owner'),
  accountTypeNumber('from_type'),
  cell('to_market'),
  cell('to_owner'),
  accountTypeNumber('to_type'),
  'from_balance::text',
  'to_balance::text',
].join(" || ',' || ");

/**
 * The export as CSV text chunks: the header, then one chunk per query of at most `batchSize`
 * entries, read by windows of seq, oldest first. Rows are those where the party is on either
 * side (its deposits and wins as well as its payments). Entries written after the export started are
 * left out, so a long download is one consistent snapshot. Stops querying once `signal`
 * aborts (the client went away).
 */
export async function* ledgerCsvChunks(
  db: Queryable,
  request: LedgerExportRequest,
  options: { batchSize?: number; signal?: AbortSignal; lastSeq: string },
): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? LEDGER_EXPORT_BATCH;
  const params: unknown[] = [request.partyId];
  const where = ['(from_owner = $1 OR to_owner = $1)'];
  if (request.assetId !== undefined) {
    params.push(request.assetId);
    where.push(`asset_id = $${params.length}`);
  }
  where.push(...dateRangeWhere('time_ns', request.dateRange, params));
  const n = params.length;
  // PostgreSQL writes the CSV itself, one text per batch: 13 columns of 5,000 rows crossing
  // into JavaScript as objects cost more than reading them (and make garbage).
  const sql = `SELECT count(*)::int AS rows, max(seq)::text AS last,
      coalesce(string_agg(line, '' ORDER BY seq), '') AS csv
    FROM (SELECT seq, ${CSV_LINE} || E'\\n' AS line FROM ledger_entries
      WHERE ${where.join(' AND ')} AND seq > $${n + 1} AND seq <= $${n + 2}
      ORDER BY seq LIMIT $${n + 3}) AS batch`;

  yield LEDGER_CSV_HEADER;
  // Each query reads one window of seqs, (after, after + span]: whatever plan PostgreSQL picks
  // (a bitmap of both party indexes, or the primary key), its work is bounded by the window. A
  // query for "the party's next rows after seq x" has no such bound: without statistics (PGlite
  // never analyzes) the planner collects all the party's remaining rows and sorts them, for
  // every batch. The span follows the party's density: a full batch sets it to the seqs that
  // batch covered, a short one widens it (16× at most per step).
  const last = BigInt(options.lastSeq);
  const size = BigInt(batchSize);
  let after = 0n;
  let span = size * 4n;
  while (after < last) {
    if (options.signal?.aborted) return;
    const upTo = after + span < last ? after + span : last;
    const [batch] = await db.query<CsvBatch>(sql, [
      ...params,
      after.toString(),
      upTo.toString(),
      batchSize,
    ]);
    const rows = batch?.rows ?? 0;
    if (rows === batchSize && batch?.last) {
      const lastRow = BigInt(batch.last);
      span = lastRow - after;
      after = lastRow;
    } else {
      after = upTo;
      const widened = rows > 0 ? (span * size) / BigInt(rows) : span * 16n;
      span = widened < span * 16n ? widened : span * 16n;
    }
    if (rows > 0) yield (batch as CsvBatch).csv;
  }
}

/** The newest entry's seq now: the export's upper bound. */
export async function lastLedgerSeq(db: Queryable): Promise<string> {
  const [row] = await db.query<{ seq: string }>(
    'SELECT coalesce(max(seq), 0)::text AS seq FROM ledger_entries',
  );
  return row?.seq ?? '0';
}
