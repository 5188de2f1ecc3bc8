import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { maintainStore } from './maintenance.ts';
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
