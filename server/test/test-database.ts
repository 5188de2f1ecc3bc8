import pg from 'pg';
import { openDatabase, type Database } from '../src/store/database.ts';

let counter = 0;

/**
 * A fresh, empty database for one test app: embedded PGlite in memory by default, or — when
 * TEST_DATABASE_URL points at a PostgreSQL server — a new database on that server, dropped
 * again on close, so the same tests prove the SQL on both engines.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase();
  const name = `tne_test_${process.pid}_${Date.now()}_${counter++}`;
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
