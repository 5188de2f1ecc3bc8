import type { Database } from '../../src/store/database.ts';

/**
 * Every row of every table, as JSON text in key order, by table: two chains that stored the
 * same thing dump the same. The chains' HISTORY_BLOCKS setting (chain-settings.ts) is left
 * out: the suites compare a chain that made its blocks as history with one that made them live.
 */
export async function dumpTables(db: Database): Promise<Map<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1",
  );
  const out = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await db.query<{ r: string }>(
      `SELECT row_to_json(t)::text AS r FROM ${name} t ORDER BY 1`,
    );
    out.set(
      name,
      rows.map((row) => row.r).filter((r) => !r.includes('"key":"setting_history_blocks"')),
    );
  }
  return out;
}
