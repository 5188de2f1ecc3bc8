import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { pruneCandles } from './candle-buckets.ts';
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
 * On PGlite, the planner's statistics for the columns lists filter on, in the history tables:
 * without them it guesses a party's share of a table (0.5 %) and, when that guess is under a
 * page, reads all of a busy party's rows and sorts them instead of walking its index
 * (server/test/store/query-plans.test.ts). Sampled small (statistics target 10: 3,000 rows,
 * not 30,000) and only these columns (not the records), so each table takes a slice of tens of
 * milliseconds rather than seconds.
 */
const ANALYZED: readonly { table: string; columns: string }[] = [
  { table: 'orders_current', columns: 'party_id, market_id, status, created_ns' },
  { table: 'trades', columns: 'market_id, buyer, seller, buy_order, sell_order' },
  { table: 'ledger_entries', columns: 'from_owner, to_owner, asset_id, transfer_type' },
  { table: 'order_versions', columns: 'id' },
  { table: 'transactions', columns: 'submitter, type' },
  { table: 'accounts', columns: 'owner, asset_id, market_id' },
  { table: 'positions', columns: 'party_id, market_id' },
];
/**
 * Live, the statistics are refreshed every this many rounds (a party's share of a table moves
 * slowly); while history is fast-forwarded (no reader waits on it), every round.
 */
export const ANALYZE_EVERY_ROUNDS = 10n;
const analyze = ({ table, columns }: (typeof ANALYZED)[number]) =>
  `SET default_statistics_target = 10; ANALYZE ${table} (${columns}); RESET default_statistics_target`;

/** Tables VACUUMed, one per block, on PGlite: the updated ones and the pruned ones. */
const VACUUMED_TABLES = [...new Set([...UPDATED_TABLES, ...PRUNE.map((p) => p.table)])];

/** Drops history from before block `oldestKept` (0 = keep everything). */
async function prune(db: Database, oldestKept: bigint): Promise<boolean> {
  const [first] =
    oldestKept > 0n
      ? await db.query<{ time_ns: string }>('SELECT time_ns FROM blocks WHERE height = $1', [
          oldestKept.toString(),
        ])
      : [];
  if (!first) return false;
  const retain = { height: oldestKept, timeNs: BigInt(first.time_ns) };
  for (const { table, where } of PRUNE) {
    // The bounds are bigints the chain computed, not client input: inlined.
    await db.exec(`DELETE FROM ${table} WHERE ${where(retain)}`);
  }
  // Trades before the window are gone: so are their candles (candle-buckets.ts).
  await pruneCandles(db, retain.timeNs);
  return true;
}

/**
 * The whole round of housekeeping at once, outside any block transaction: drops history from
 * before block `oldestKept` (0 = keep everything), then, on PGlite, does what a PostgreSQL
 * server's background workers would: VACUUM (dead rows become reusable space), ANALYZE (the
 * planner's statistics) and CHECKPOINT (WAL segments are recycled instead of accumulating).
 * A PostgreSQL server has autovacuum and a checkpointer for that.
 */
export async function maintainStore(db: Database, oldestKept: bigint): Promise<void> {
  await prune(db, oldestKept);
  if (db.kind !== 'pglite') return;
  await db.exec(`VACUUM ${VACUUMED_TABLES.join(', ')}`);
  for (const entry of ANALYZED) await db.exec(analyze(entry));
  await db.exec('CHECKPOINT');
}

/**
 * The same round spread over `interval` blocks, one slice after each block, so that no slice
 * holds the database (on PGlite: the one thread that also answers requests) for long: at
 * heights that are multiples of `interval` the retention prune and, on PGlite, the CHECKPOINT;
 * at the heights after it, on PGlite, a VACUUM of one table each, then (every
 * ANALYZE_EVERY_ROUNDS rounds, or every round in a fast-forwarded group) an ANALYZE of one
 * table each. `blocks` > 1 (a fast-forwarded group) runs every slice of the heights it covers.
 * Returns true when the prune ran (rows no block output names may be gone).
 */
export async function maintainSlices(
  db: Database,
  height: bigint,
  blocks: number,
  interval: bigint,
  oldestKept: bigint,
): Promise<boolean> {
  let pruned = false;
  for (let h = height - BigInt(blocks) + 1n; h <= height; h++) {
    // Between two slices (a fast-forwarded group runs many), requests waiting get their turn.
    if (h > height - BigInt(blocks) + 1n) await yieldToEventLoop();
    const slot = Number(((h % interval) + interval) % interval);
    if (slot === 0) {
      pruned = (await prune(db, oldestKept)) || pruned;
      if (db.kind === 'pglite') await db.exec('CHECKPOINT');
      continue;
    }
    if (db.kind !== 'pglite') continue;
    const vacuum = VACUUMED_TABLES[slot - 1];
    const analyzeDue = blocks > 1 || (h / interval) % ANALYZE_EVERY_ROUNDS === 0n;
    const statistics = analyzeDue ? ANALYZED[slot - 1 - VACUUMED_TABLES.length] : undefined;
    if (vacuum) await db.exec(`VACUUM ${vacuum}`);
    else if (statistics) await db.exec(analyze(statistics));
  }
  return pruned;
}
