import pg from 'pg';
import { openDatabase, type Database } from '../src/store/database.ts';

let counter = 0;

/**
 * A fresh, empty database: embedded PGlite in memory when `serverUrl` is unset, otherwise a new
 * database on that PostgreSQL server (named `<prefix>_<pid>_<time>_<n>`), dropped again on close.
 */
export async function openScratchDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<Database> {
  if (!serverUrl) return openDatabase();
  const name = `${prefix}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/**
 * The database of one test app: PGlite in memory by default, or — when TEST_DATABASE_URL points
 * at a PostgreSQL server — a database of its own there, so the same tests prove the SQL on both
 * engines.
 */
export const openTestDatabase = () =>
  openScratchDatabase(process.env.TEST_DATABASE_URL, 'tne_test');
