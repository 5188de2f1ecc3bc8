import type { Queryable } from './database.ts';

/*
 * `GET /api/v2/networkhistory/export`: the stored rows of one table for a block range, as CSV
 * (the reference zips its CSV; we stream the CSV itself). Each table is read in slices of
 * blocks, so memory stays bounded whatever the range, and every row carries its block height.
 */

/** Blocks per query: a slice's rows are one CSV chunk. */
export const EXPORT_SLICE_BLOCKS = 50n;

interface ExportTable {
  /** Name in the file name (the reference's table, lower case). */
  file: string;
  header: readonly string[];
  /**
   * Rows of blocks $1..$2 (inclusive), every column as text, in a stable order. ORDER BY names
   * the table's columns (`t.`): a bare name would sort by the text output column of that name.
   */
  sql: string;
}

/**
 * Deposits or withdrawals: each created in the block of that time, the record as it stands now
 * (its latest status).
 */
const fundsTable = (table: 'deposits' | 'withdrawals'): ExportTable => ({
  file: table,
  header: ['block_height', 'seq', 'id', 'party_id', 'asset_id', 'net_time', 'record'],
  sql: `SELECT b.height::text, t.seq::text, t.id, t.party_id, t.asset_id, t.created_ns::text,
          t.record
        FROM blocks b JOIN ${table} t ON t.created_ns = b.time_ns
        WHERE b.height BETWEEN $1 AND $2 ORDER BY t.seq`,
});

/** The reference's `Table` enum values this node exports, with what they read. */
export const EXPORT_TABLES = {
  TABLE_BLOCKS: {
    file: 'blocks',
    header: ['height', 'hash', 'net_time', 'tx_count'],
    sql: `SELECT height::text, hash, time_ns::text, tx_count::text FROM blocks t
          WHERE t.height BETWEEN $1 AND $2 ORDER BY t.height`,
  },
  TABLE_LEDGER: {
    file: 'ledger',
    header: [
      'block_height',
      'seq',
      'net_time',
      'asset_id',
      'transfer_type',
      'quantity',
      'account_from_party_id',
      'account_from_market_id',
      'account_from_account_type',
      'account_from_balance',
      'account_to_party_id',
      'account_to_market_id',
      'account_to_account_type',
      'account_to_balance',
    ],
    sql: `SELECT block_height::text, seq::text, time_ns::text, asset_id, transfer_type,
            quantity::text, from_owner, from_market, from_type, from_balance::text, to_owner,
            to_market, to_type, to_balance::text
          FROM ledger_entries t WHERE t.block_height BETWEEN $1 AND $2 ORDER BY t.seq`,
  },
  TABLE_ORDERS: {
    file: 'orders',
    header: ['block_height', 'id', 'version', 'net_time', 'record'],
    sql: `SELECT block_height::text, id, version::text, time_ns::text, record
          FROM order_versions t WHERE t.block_height BETWEEN $1 AND $2
          ORDER BY t.block_height, t.time_ns, t.id, t.version`,
  },
  TABLE_MARKET_DATA: {
    file: 'market_data',
    header: ['block_height', 'market_id', 'net_time', 'record'],
    sql: `SELECT block_height::text, market_id, time_ns::text, record
          FROM market_data t
          WHERE t.block_height BETWEEN $1 AND $2 ORDER BY t.block_height, t.market_id`,
  },
  TABLE_TRADES: {
    file: 'trades',
    header: ['block_height', 'seq', 'id', 'market_id', 'net_time', 'record'],
    // A trade carries its block's time; walked per market on (market_id, time_ns).
    sql: `SELECT b.height::text, t.seq::text, t.id, t.market_id, t.time_ns::text, t.record
          FROM blocks b JOIN trades t ON t.time_ns = b.time_ns
            AND t.market_id IN (SELECT id FROM markets)
          WHERE b.height BETWEEN $1 AND $2 ORDER BY t.seq`,
  },
  TABLE_DEPOSITS: fundsTable('deposits'),
  TABLE_WITHDRAWALS: fundsTable('withdrawals'),
  TABLE_CHECKPOINTS: {
    file: 'checkpoints',
    header: ['block_height', 'hash', 'block_hash'],
    sql: `SELECT block_height::text, hash, block_hash FROM checkpoints t
          WHERE t.block_height BETWEEN $1 AND $2 ORDER BY t.block_height`,
  },
} as const satisfies Record<string, ExportTable>;

export type ExportTableName = keyof typeof EXPORT_TABLES;

/** RFC 4180 cell: quoted when it holds a comma, a quote or a line break (the reference's rule). */
export const csvCell = (text: string | null) =>
  text === null ? '' : /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

const csvLine = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(',')}\n`;

/**
 * The CSV text, header first, then the rows slice by slice. Stops between slices once `signal`
 * aborts (the client went away).
 */
export async function* historyCsvChunks(
  db: Queryable,
  table: ExportTableName,
  from: bigint,
  to: bigint,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const spec: ExportTable = EXPORT_TABLES[table];
  yield csvLine(spec.header);
  for (let start = from; start <= to; start += EXPORT_SLICE_BLOCKS) {
    if (signal?.aborted) return;
    const end = start + EXPORT_SLICE_BLOCKS - 1n < to ? start + EXPORT_SLICE_BLOCKS - 1n : to;
    const rows = await db.query<Record<string, string | null>>(spec.sql, [
      start.toString(),
      end.toString(),
    ]);
    if (rows.length) yield rows.map((row) => csvLine(Object.values(row))).join('');
  }
}
