import { AccountType } from '../contract/enums.ts';
import type { Queryable } from './database.ts';
import { dateRangeWhere, type DateRange } from './date-range.ts';
import { LEDGER_COLUMNS, type LedgerRow } from './ledger.ts';

/**
 * The reference's header row (datanode/sqlstore/ledger.go `Export`), with the brand word of
 * `vega_time` replaced like every other field name (spec conventions): `net_time`.
 */
export const LEDGER_CSV_HEADER =
  'net_time,quantity,transfer_type,asset_id,account_from_market_id,account_from_party_id,' +
  'account_from_account_type,account_to_market_id,account_to_party_id,account_to_account_type,' +
  'account_from_balance,account_to_balance\n';

/** Rows per query: bounds memory whatever the party's history holds. */
export const LEDGER_EXPORT_BATCH = 5000;

export interface LedgerExportRequest {
  partyId: string;
  /** undefined = every asset (spec §4.1: the asset is optional). */
  assetId?: string | undefined;
  dateRange: DateRange;
}

/**
 * Unix ns as PostgreSQL prints a timestamptz (the reference's `vega_time` column):
 * `2026-01-01 00:00:00.5+00` — microseconds, trailing zeros dropped, UTC.
 */
export function pgTimestamp(ns: string): string {
  const n = BigInt(ns);
  const iso = new Date(Number(n / 1_000_000n)).toISOString();
  const fraction = ((n / 1000n) % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * One CSV line. Ids are plain hex (the reference prints bytea as `\x…`), network accounts have
 * the party id "network", an account without market has an empty market cell; account types
 * are integers and the transfer type a name, as in the reference.
 */
export function ledgerCsvLine(row: LedgerRow): string {
  return `${[
    pgTimestamp(row.time_ns),
    row.quantity,
    row.transfer_type,
    row.asset_id,
    row.from_market,
    row.from_owner,
    String(AccountType.toNumber(row.from_type)),
    row.to_market,
    row.to_owner,
    String(AccountType.toNumber(row.to_type)),
    row.from_balance,
    row.to_balance,
  ]
    .map(cell)
    .join(',')}\n`;
}

/**
 * The export as CSV text chunks: the header, then one chunk per batch of `batchSize` entries
 * read by keyset on seq, oldest first. Rows are those where the party is on either side (its
 * deposits and wins as well as its payments). Entries written after the export started are
 * left out, so a long download is one consistent snapshot. Stops querying once `signal`
 * aborts (the client went away).
 */
export async function* ledgerCsvChunks(
  db: Queryable,
  request: LedgerExportRequest,
  options: { batchSize?: number; signal?: AbortSignal; lastSeq: string },
): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? LEDGER_EXPORT_BATCH;
  const params: unknown[] = [request.partyId, options.lastSeq];
  const where = ['(from_owner = $1 OR to_owner = $1)', 'seq <= $2'];
  if (request.assetId !== undefined) {
    params.push(request.assetId);
    where.push(`asset_id = $${params.length}`);
  }
  where.push(...dateRangeWhere('time_ns', request.dateRange, params));
  const sql = `SELECT ${LEDGER_COLUMNS} FROM ledger_entries
    WHERE ${where.join(' AND ')} AND seq > $${params.length + 1}
    ORDER BY seq LIMIT $${params.length + 2}`;

  yield LEDGER_CSV_HEADER;
  let after = '0';
  for (;;) {
    if (options.signal?.aborted) return;
    const rows = await db.query<LedgerRow>(sql, [...params, after, batchSize]);
    if (rows.length === 0) return;
    yield rows.map(ledgerCsvLine).join('');
    if (rows.length < batchSize) return;
    after = (rows[rows.length - 1] as LedgerRow).seq;
  }
}

/** The newest entry's seq now: the export's upper bound. */
export async function lastLedgerSeq(db: Queryable): Promise<string> {
  const [row] = await db.query<{ seq: string }>(
    'SELECT coalesce(max(seq), 0)::text AS seq FROM ledger_entries',
  );
  return row?.seq ?? '0';
}
