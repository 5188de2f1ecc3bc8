/**
 * Disk per block: builds DISK_BLOCKS (default 2000) blocks of the real
 * chain into PGlite on disk (a temp folder, as `DATA_DIR` does; with DATABASE_URL a scratch
 * database there), then prints per table its bytes per block — heap, indexes, TOAST — the
 * largest indexes and, for the largest tables, the average stored bytes of each column, which
 * is where duplicated or unused data shows. DISK_DATA_DIR profiles a node's existing data folder
 * instead (not running; nothing built, not vacuumed). Usage: `npx tsx server/bench/disk-profile.ts`.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChainRunner } from '../src/node/chain-runner.ts';
import { loadGenesis } from '../src/node/genesis-file.ts';
import { openDatabase, type Database } from '../src/store/database.ts';
import { initialiseChainState } from '../src/store/genesis-state.ts';
import { migrate } from '../src/store/migrate.ts';
import { openScratchDatabase } from '../test/test-database.ts';
import { BENCH_START_NS } from './api-seed.ts';
import { fmt } from './bench-support.ts';

const EXISTING = process.env.DISK_DATA_DIR;
let BLOCKS = Number(process.env.DISK_BLOCKS ?? 2000);
const TOP_TABLES = 6;

async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

const kb = (bytes: number) => fmt(bytes / BLOCKS / 1024, 1);

const dir = EXISTING ?? (await mkdtemp(join(tmpdir(), 'disk-profile-')));
let db: Database | undefined;
try {
  db = EXISTING
    ? await openDatabase({ dataDir: EXISTING })
    : process.env.DATABASE_URL
      ? await openScratchDatabase(process.env.DATABASE_URL, 'tne_disk_profile')
      : await openDatabase({ dataDir: dir });
  if (EXISTING) {
    const [head] = await db.query<{ h: string }>('SELECT max(height)::text AS h FROM blocks');
    BLOCKS = Number(head!.h);
  } else await buildChain(db);
  const tables = await db.query<{
    name: string;
    total: string;
    heap: string;
    indexes: string;
    toast: string;
    rows: string;
  }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS total,
       pg_relation_size(c.oid)::text AS heap, pg_indexes_size(c.oid)::text AS indexes,
       COALESCE(pg_total_relation_size(NULLIF(c.reltoastrelid, 0)), 0)::text AS toast,
       c.reltuples::bigint::text AS rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     ORDER BY pg_total_relation_size(c.oid) DESC`,
  );
  const sum = tables.reduce((s, t) => s + Number(t.total), 0);
  console.log(
    `Disk per block, ${fmt(BLOCKS)} blocks, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk'}` +
      ` (KB per block${EXISTING ? '' : '; after VACUUM ANALYZE'}):\n`,
  );
  console.log('| table | rows | total | heap | indexes | TOAST |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const t of tables.filter((t) => Number(t.total) / sum > 0.005))
    console.log(
      `| ${t.name} | ${fmt(Number(t.rows))} | ${kb(Number(t.total))} | ${kb(Number(t.heap))} | ${kb(Number(t.indexes))} | ${kb(Number(t.toast))} |`,
    );
  console.log(`| **all tables** | | **${kb(sum)}** | | | |`);
  if (!process.env.DATABASE_URL)
    console.log(
      `\nThe data folder: ${kb(await dirBytes(dir))} KB per block, of which the WAL (pg_wal) ` +
        `${kb(await dirBytes(join(dir, 'pg_wal')))} KB.`,
    );

  const indexes = await db.query<{ name: string; tbl: string; bytes: string; scans: string }>(
    `SELECT indexrelname AS name, relname AS tbl, pg_relation_size(indexrelid)::text AS bytes,
       idx_scan::text AS scans
     FROM pg_stat_user_indexes ORDER BY pg_relation_size(indexrelid) DESC LIMIT 25`,
  );
  console.log('\n| index | table | KB per block |');
  console.log('| --- | --- | --- |');
  for (const i of indexes) console.log(`| ${i.name} | ${i.tbl} | ${kb(Number(i.bytes))} |`);

  for (const t of tables.slice(0, TOP_TABLES)) {
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
      [t.name],
    );
    const avg = columns
      .map((c) => `avg(pg_column_size("${c.column_name}"))::int AS "${c.column_name}"`)
      .join(', ');
    const row = (await db.query<Record<string, number>>(`SELECT ${avg} FROM "${t.name}"`))[0]!;
    console.log(
      `\n${t.name}: average stored bytes per column — ` +
        Object.entries(row)
          .map(([k, v]) => `${k} ${v ?? 0}`)
          .join(', '),
    );
  }
} finally {
  await db?.close();
  if (!EXISTING) await rm(dir, { recursive: true, force: true });
}

async function buildChain(db: Database) {
  const genesis = await loadGenesis();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const t0 = performance.now();
  const chain = new ChainRunner({
    genesis,
    db,
    seed: 'disk-profile',
    blockIntervalMs: 1000,
    historyBlocks: BLOCKS,
    startTime: BENCH_START_NS,
    manual: true,
    retentionBlocks: 0,
  });
  await chain.start();
  console.error(
    `disk-profile: ${BLOCKS} blocks in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
}
