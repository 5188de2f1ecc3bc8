import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { maintainSlices, maintainStore } from './maintenance.ts';
import { migrate } from './migrate.ts';

const walBytes = async (db: Database) => {
  const [row] = await db.query<{ bytes: string }>(
    'SELECT coalesce(sum(size), 0)::text AS bytes FROM pg_ls_waldir()',
  );
  return Number(row!.bytes);
};

/** ~120 MB of WAL: 12 transactions of 10,000 rows of 1 kB. */
async function writeMuch(db: Database, maintain: boolean) {
  await db.exec('CREATE TABLE filler (id int, body text)');
  for (let i = 0; i < 12; i++) {
    await db.exec(
      "INSERT INTO filler SELECT g, repeat('x', 1000) FROM generate_series(1, 10000) g",
    );
    if (maintain && i % 3 === 2) await maintainStore(db, 0n);
  }
}

// PGlite is a single-user backend: nothing checkpoints on its own, so in memory every WAL
// segment ever written stays in process memory unless the chain's housekeeping checkpoints.
describe('store housekeeping on PGlite in memory', () => {
  it('keeps the WAL within max_wal_size (64 MB) plus the segment in use', async () => {
    const db = await openDatabase();
    await migrate(db);
    await writeMuch(db, true);
    expect(await walBytes(db)).toBeLessThanOrEqual(80 * 1024 * 1024);
    await db.close();
  }, 60_000);

  it('without it, the same writes keep all their WAL', async () => {
    const db = await openDatabase();
    await migrate(db);
    await writeMuch(db, false);
    expect(await walBytes(db)).toBeGreaterThan(100 * 1024 * 1024);
    await db.close();
  }, 60_000);
});

/** 2,000 trades of two parties, one block each (rows only: no chain needed). */
async function tradesOverBlocks(db: Database) {
  await db.exec(`
    INSERT INTO blocks (height, hash, time_ns, tx_count)
      SELECT h, md5(h::text), h::bigint * 1000000000, 0 FROM generate_series(1, 2000) h;
    INSERT INTO trades (seq, id, market_id, buyer, seller, buy_order, sell_order, time_ns, record)
      SELECT g, md5(g::text), 'm', CASE WHEN g % 4 = 0 THEN 'a' ELSE 'b' END, 'c', 'o', 'p',
        g::bigint * 1000000000, '{}' FROM generate_series(1, 2000) g;`);
}

describe('housekeeping spread over blocks (maintainSlices)', () => {
  it('does over one interval of blocks what the whole round does: statistics, table sizes, pruning', async () => {
    const db = await openDatabase();
    await migrate(db);
    await tradesOverBlocks(db);
    const sizes = () =>
      db.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE relname = 'trades'");
    const stats = () =>
      db.query<{ attname: string }>(
        "SELECT attname FROM pg_stats WHERE tablename = 'trades' ORDER BY attname",
      );
    // Nothing yet: a table never vacuumed nor analyzed has no size estimate and no statistics.
    expect((await sizes())[0]!.reltuples).toBe(-1);
    expect(await stats()).toEqual([]);

    // Blocks 51..99 one at a time: slices 1..49 (VACUUMs), no pruning, no ANALYZE (round 1).
    for (let h = 51n; h < 100n; h++) expect(await maintainSlices(db, h, 1, 50n, 0n)).toBe(false);
    expect((await sizes())[0]!.reltuples).toBe(2000);
    expect(await stats()).toEqual([]);
    // Round 10 (blocks 501..549): the ANALYZEs too.
    for (let h = 501n; h < 550n; h++) expect(await maintainSlices(db, h, 1, 50n, 0n)).toBe(false);
    expect((await sizes())[0]!.reltuples).toBe(2000);
    expect((await stats()).map((r) => r.attname)).toEqual([
      'buy_order',
      'buyer',
      'market_id',
      'sell_order',
      'seller',
    ]);
    // Block 100 opens the next round: the prune (trades before block 1001's time go).
    expect(await maintainSlices(db, 100n, 1, 50n, 1001n)).toBe(true);
    const [left] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM trades');
    expect(left!.n).toBe('1000');
    await db.close();
  }, 60_000);

  it('a fast-forwarded group runs the slices of every height it covers', async () => {
    const db = await openDatabase();
    await migrate(db);
    await tradesOverBlocks(db);
    // Heights 26..50 in one group: includes the prune at 50.
    expect(await maintainSlices(db, 50n, 25, 50n, 1001n)).toBe(true);
    // Heights 1..25 in one group: the VACUUMs and ANALYZEs of slots 1..24, no prune.
    expect(await maintainSlices(db, 25n, 25, 50n, 1001n)).toBe(false);
    const [row] = await db.query<{ reltuples: number }>(
      "SELECT reltuples FROM pg_class WHERE relname = 'trades'",
    );
    expect(row!.reltuples).toBe(1000);
    await db.close();
  }, 60_000);
});
