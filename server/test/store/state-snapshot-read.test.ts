import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrate.ts';
import {
  listStateSnapshots,
  packSnapshot,
  readStateSnapshot,
  saveStateSnapshot,
} from '../../src/store/state-snapshots.ts';
import { openTestDatabase } from '../test-database.ts';

/**
 * Reading the snapshot a restart restores (issue 14: restart time must not grow with the
 * chain, and the snapshot grows with the state). On PGlite a bytea value reaches the process
 * as hex text that the driver turns into bytes in JavaScript, ~0.4 s per packed MB, on the
 * thread that answers /health; base64 text is decoded natively in milliseconds. Counted in
 * work: the values the store hands back while reading a snapshot, none of which may be bytes
 * for the driver to have parsed.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

/** Every value the statements sent through it returned. */
function noting(q: Queryable, values: unknown[]): Queryable {
  return {
    query: async (sql, params) => {
      const rows = await q.query(sql, params);
      for (const row of rows) values.push(...Object.values(row));
      return rows as never;
    },
    exec: (sql) => q.exec(sql),
  };
}

describe('reading a stored state snapshot', () => {
  it('gets its bytes back as text, and the encoding exactly as stored', async () => {
    // Random text compresses badly, so the packed bytes are large (~1.5 MB) and cover every
    // byte value; base64 from PostgreSQL comes in 76-character lines.
    const encoded = randomBytes(1_100_000).toString('latin1');
    const packed = await packSnapshot({
      height: 300n,
      blockHash: 'a'.repeat(64),
      stateHash: 'b'.repeat(64),
      encoded,
    });
    expect(packed.packed.length).toBeGreaterThan(1_000_000);
    await db.transaction((tx) => saveStateSnapshot(tx, packed, 3));

    const values: unknown[] = [];
    const store = noting(db, values);
    const [info] = await listStateSnapshots(store);
    const read = await readStateSnapshot(store, info!);
    expect(read).toEqual({
      height: 300n,
      blockHash: 'a'.repeat(64),
      stateHash: 'b'.repeat(64),
      encoded,
    });
    expect(values.filter((v) => v instanceof Uint8Array)).toEqual([]);
  });
});
