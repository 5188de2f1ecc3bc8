import type { HistorySegment } from '#contract/network-history.ts';
import type { Queryable } from './database.ts';

/**
 * Network-history segments: the stored blocks cut at every core snapshot the chain took (as the
 * reference cuts its segments at snapshots), from the block after one snapshot to the next.
 * A segment's id is the SHA-256 of its blocks' hashes in order — and each block hash commits
 * to the block's content — so equal ids mean equal history; each names its predecessor. The
 * database version is the number of schema migrations applied. Oldest first.
 */
export async function listHistorySegments(db: Queryable): Promise<HistorySegment[]> {
  const [meta] = await db.query<{ chain_id: string | null; version: number }>(
    `SELECT (SELECT value FROM chain_meta WHERE key = 'chain_id') AS chain_id,
       (SELECT count(*)::int FROM schema_migrations) AS version`,
  );
  const rows = await db.query<{ from_h: string; to_h: string; id: string }>(
    `WITH cuts AS (
       SELECT block_height AS to_h,
         coalesce(lag(block_height) OVER (ORDER BY block_height), 0) + 1 AS from_h
       FROM core_snapshots)
     SELECT c.from_h::text AS from_h, c.to_h::text AS to_h,
       encode(sha256(convert_to(string_agg(b.hash, '' ORDER BY b.height), 'UTF8')), 'hex') AS id
     FROM cuts c JOIN blocks b ON b.height BETWEEN c.from_h AND c.to_h
     GROUP BY c.from_h, c.to_h ORDER BY c.from_h`,
  );
  return rows.map((r, i) => ({
    fromHeight: r.from_h,
    toHeight: r.to_h,
    historySegmentId: r.id,
    previousHistorySegmentId: rows[i - 1]?.id ?? '',
    databaseVersion: String(meta?.version ?? 0),
    chainId: meta?.chain_id ?? '',
  }));
}
