import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrate.ts';
import {
  listStateSnapshots,
  packSnapshot,
  readStateSnapshot,
  readStateSnapshotBytes,
  saveStateSnapshot,
} from '../../src/store/state-snapshots.ts';
import { openTestDatabase } from '../test-database.ts';

/**
 * Storing and reading the snapshot a restart restores (restart time must not grow
 * with the chain, and the snapshot grows with the state). On PGlite a bytea value reaches the
 * process as hex text that the driver turns into bytes in JavaScript, ~0.4 s per packed MB, on
 * the thread that answers /health (and a bytes parameter goes out the same way); base64 text is
 * converted natively in milliseconds. Counted in work: the values passed to and returned by the
 * store while saving and reading a snapshot, none of which may be bytes for the driver to convert.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

/** Every value the statements sent through it were given and returned. */
function noting(q: Queryable, values: unknown[]): Queryable {
  return {
    query: async (sql, params) => {
      values.push(...(params ?? []));
      const rows = await q.query(sql, params);
      for (const row of rows) values.push(...Object.values(row));
      return rows as never;
    },
    exec: (sql) => q.exec(sql),
  };
}

describe('a stored state snapshot', () => {
  it('passes its bytes as text both ways, and gets the encoding back exactly as stored', async () => {
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
    const values: unknown[] = [];
    const store = noting(db, values);
    await db.transaction((tx) => saveStateSnapshot(noting(tx, values), packed, 3));
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

  it('is read in pieces, so no one statement holds the thread for the whole of it', async () => {
    // PGlite runs each statement on the thread that answers /health: a 1.5 MB
    // snapshot comes back as base64 text no longer than 512 kB of bytes makes (4/3 of it, plus
    // a line break every 76 characters), in at least three statements.
    const encoded = randomBytes(1_100_000).toString('latin1');
    const packed = await packSnapshot({
      height: 600n,
      blockHash: 'c'.repeat(64),
      stateHash: 'd'.repeat(64),
      encoded,
    });
    await db.transaction((tx) => saveStateSnapshot(tx, packed, 3));
    const values: unknown[] = [];
    const store = noting(db, values);
    const [info] = await listStateSnapshots(store);
    values.length = 0;
    let pauses = 0;
    const bytes = await readStateSnapshotBytes(store, info!, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(bytes?.toString('utf8')).toBe(encoded);
    const texts = values.filter((v): v is string => typeof v === 'string');
    expect(texts.length).toBeGreaterThanOrEqual(3);
    const base64 = 4 * Math.ceil((512 * 1024) / 3);
    expect(Math.max(...texts.map((t) => t.length))).toBeLessThanOrEqual(
      base64 + Math.ceil(base64 / 76),
    );
    expect(pauses).toBeGreaterThanOrEqual(2);
  });
});
