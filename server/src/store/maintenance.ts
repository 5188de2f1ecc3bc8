import type { Database } from './database.ts';

/**
 * Tables the chain rewrites in place (upserts): without vacuum their dead row versions pile up
 * for ever, and on PGlite in memory every dead version is process memory.
 */
const UPDATED_TABLES = [
  'orders_current',
  'order_versions',
  'accounts',
  'positions',
  'margin_levels',
  'market_depth',
  'markets',
  'chain_meta',
  'votes',
  'proposals',
  'spam_statistics',
  'liquidity_provisions',
  // Only the newest few are kept: each older one dropped is ~1 MB of dead rows.
  'state_snapshots',
];

/**
 * History older than the retention window, table by table. Blocks themselves are kept (a
 * restart replays the chain from them, and they are tiny); so are deposits, withdrawals,
 * transfers, governance and validator history, which grow by a few rows per epoch.
 */
const PRUNE: readonly { table: string; where: (w: RetentionWindow) => string }[] = [
  { table: 'transactions', where: (w) => `block_height < ${w.height}` },
  { table: 'ledger_entries', where: (w) => `block_height < ${w.height}` },
  { table: 'trades', where: (w) => `time_ns < ${w.timeNs}` },
  // Orders that left the book before the window; live and parked orders stay, however old.
  {
    table: 'orders_current',
    where: (w) => `time_ns < ${w.timeNs} AND status NOT IN ('STATUS_ACTIVE', 'STATUS_PARKED')`,
  },
  // Superseded versions, and every version of an order pruned above; the latest version of a
  // kept order stays whatever its age.
  {
    table: 'order_versions',
    where: (w) =>
      `block_height < ${w.height} AND (EXISTS (SELECT 1 FROM order_versions n WHERE n.id = order_versions.id AND n.version > order_versions.version) OR NOT EXISTS (SELECT 1 FROM orders_current c WHERE c.id = order_versions.id))`,
  },
  // Market data history, but never a market's latest row (a closed market stops writing).
  {
    table: 'market_data',
    where: (w) =>
      `block_height < ${w.height} AND EXISTS (SELECT 1 FROM market_data n WHERE n.market_id = market_data.market_id AND n.time_ns > market_data.time_ns)`,
  },
];

interface RetentionWindow {
  /** Rows from blocks before this height go… */
  height: bigint;
  /** …and rows timestamped before that block's time (tables without a block height). */
  timeNs: bigint;
}

/**
 * Housekeeping between blocks, outside any block transaction: drops history from before block
 * `oldestKept` (0 = keep everything), then, on PGlite, does what a PostgreSQL server's
 * background workers would: VACUUM (dead rows become reusable space) and CHECKPOINT (WAL
 * segments are recycled instead of accumulating). A PostgreSQL server has autovacuum and a
 * checkpointer for that.
 */
export async function maintainStore(db: Database, oldestKept: bigint): Promise<void> {
  const pruned: string[] = [];
  const [first] =
    oldestKept > 0n
      ? await db.query<{ time_ns: string }>('SELECT time_ns FROM blocks WHERE height = $1', [
          oldestKept.toString(),
        ])
      : [];
  if (first) {
    const retain = { height: oldestKept, timeNs: BigInt(first.time_ns) };
    for (const { table, where } of PRUNE) {
      // The bounds are bigints the chain computed, not client input: inlined.
      await db.exec(`DELETE FROM ${table} WHERE ${where(retain)}`);
      pruned.push(table);
    }
  }
  if (db.kind !== 'pglite') return;
  await db.exec(`VACUUM ${[...new Set([...UPDATED_TABLES, ...pruned])].join(', ')}`);
  await db.exec('CHECKPOINT');
}
