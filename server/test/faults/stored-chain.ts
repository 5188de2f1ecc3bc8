import { openDatabase, type Database } from '../../src/store/database.ts';

export interface StoreLocation {
  dataDir?: string;
  databaseUrl?: string;
}

/** What a stopped node left in its store: blocks in order, whole or not, and its snapshots. */
export async function readStoredChain(where: StoreLocation) {
  const db: Database = await openDatabase(where);
  try {
    const blocks = await db.query<{ height: string; hash: string }>(
      'SELECT b.height::text AS height, b.hash FROM blocks b ORDER BY b.height',
    );
    const [partial] = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM blocks b WHERE b.tx_count <> (SELECT count(*) FROM transactions t WHERE t.block_height = b.height)',
    );
    const [dupes] = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM (SELECT hash FROM transactions GROUP BY hash HAVING count(*) > 1) d',
    );
    // A snapshot must be of a stored block, with that block's hash.
    const [strays] = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM state_snapshots s LEFT JOIN blocks b ON b.height = s.height WHERE b.hash IS DISTINCT FROM s.block_hash',
    );
    const snapshots = await db.query<{ height: string }>(
      'SELECT s.height::text AS height FROM state_snapshots s ORDER BY s.height',
    );
    return {
      heights: blocks.map((b) => Number(b.height)),
      hashes: blocks.map((b) => b.hash),
      partialBlocks: Number(partial?.n),
      duplicateTransactions: Number(dupes?.n),
      straySnapshots: Number(strays?.n),
      snapshotHeights: snapshots.map((s) => Number(s.height)),
    };
  } finally {
    await db.close();
  }
}
