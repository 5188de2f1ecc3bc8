import { availableParallelism } from 'node:os';
import { PGlite, types } from '@electric-sql/pglite';
import pg from 'pg';
import { growFilesInPlace } from './pglite-file-growth.ts';
import { statementName } from './prepared-statements.ts';
import { WriterFirst } from './writer-first.ts';

/** What the rest of the server sees of PostgreSQL: the same SQL on PGlite or a real server. */
export interface Queryable {
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one DB transaction: committed when fn resolves, rolled back when it throws. The
   * writer's way in (blocks, snapshots, migrations): it never waits behind the readers' queue.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite on disk; unset = in memory. */
  dataDir?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

const keepText = (value: string) => value;
/**
 * A json parameter given as UTF-8 bytes travels as they are, in binary format (json's binary
 * form is its text; PGlite sends a serializer's Uint8Array unchanged, although its type says
 * string). A string parameter PGlite measures in a JS loop, twice: for the block writer's
 * payloads (hundreds of kB a statement) that was 5 % of fast-forward's CPU.
 */
const jsonParameter = ((value: unknown) =>
  value instanceof Uint8Array || typeof value === 'string'
    ? value
    : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as (
  value: unknown,
) => string;

/**
 * PGlite runs PostgreSQL as a single-user backend: no checkpointer and no autovacuum, and in
 * memory every WAL segment and dead tuple is process memory. The chain runner checkpoints and
 * vacuums itself (store/maintenance.ts); these settings keep the WAL it has to write small:
 * `wal_level=minimal` (no replication, nothing reads the WAL but crash recovery) and no full
 * page images (they guard against torn pages on an OS crash; a killed process cannot tear an
 * 8 kB write, and PGlite does not fsync anyway).
 */
const PGLITE_SETTINGS = [
  'wal_level=minimal',
  'max_wal_senders=0',
  'full_page_writes=off',
  'min_wal_size=32MB',
  'max_wal_size=64MB',
  // Every page PGlite reads is in its file system already (memory, or the OS cache on disk):
  // a large buffer pool would hold a second copy. The default is 128 MB.
  'shared_buffers=32MB',
  // Every page is in memory too, so a random page costs what a sequential one does: at the
  // default 4 the planner prefers reading a party's whole index range and sorting it over
  // walking the index in the list's order (server/test/store/query-plans.test.ts).
  'random_page_cost=1.1',
];

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // int8 and numeric stay strings: 64-bit values and amounts must never pass through a double.
  const db = await PGlite.create(dataDir, {
    parsers: { [types.INT8]: keepText, [types.NUMERIC]: keepText },
    serializers: { [types.JSON]: jsonParameter },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  if (dataDir === undefined) growFilesInPlace(db);
  const wrap = (q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    query: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await q.query<T>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  const gate = new WriterFirst();
  const direct = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => gate.run(false, () => direct.query(sql, params)),
    exec: (sql) => gate.run(false, () => direct.exec(sql)),
    transaction: (fn) => gate.run(true, () => db.transaction((tx) => fn(wrap(tx)))),
    close: () => db.close(),
  };
}

/**
 * Connections per process: PostgreSQL runs one backend per connection, and more busy backends
 * than cores only queue on the CPU (each holding its snapshot and memory). Twice the cores
 * leaves room for connections waiting on I/O or on this process.
 */
export const postgresPoolSize = () => Math.max(4, 2 * availableParallelism());

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: postgresPoolSize() });
  // Transactions (the writer's blocks) get a connection of their own, opened when first asked
  // for: from the readers' pool a block's commit waited for a free connection behind every
  // queued read, and its block time grew with the read load.
  const writerPool = new pg.Pool({ connectionString: url, max: 1 });
  // An idle connection the server closed (PostgreSQL restarting) is an 'error' event: without a
  // listener it would end the process. The pool drops that connection and opens a new one for
  // the next query; the chain runner retries the block meanwhile.
  pool.on('error', () => undefined);
  writerPool.on('error', () => undefined);
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T extends object>(sql: string, params?: readonly unknown[]) => {
      const values = params as unknown[] | undefined;
      const name = statementName(sql, params);
      return (await q.query<T>(name ? { name, text: sql, values } : { text: sql, values })).rows;
    },
    exec: async (sql) => {
      await q.query(sql);
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (fn) => {
      const client = await writerPool.connect();
      // A connection lost while checked out also emits 'error' on its client: heard here (the
      // query under way fails with it), never an unhandled event that ends the process.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        // On a lost connection ROLLBACK fails too: the server rolls back by itself; the error
        // the caller sees stays the first one, and the connection is dropped from the pool.
        await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
          broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        });
        throw err;
      } finally {
        client.off('error', ignore);
        client.release(broken);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), writerPool.end()]);
    },
  };
}
