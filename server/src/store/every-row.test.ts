import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { everyRow, SCAN_ROWS, type PageQuery } from './keyset-page.ts';
import { WhereBuilder } from './where-builder.ts';

describe('everyRow on a real database', () => {
  let db: Database;
  // 1,001 rows i = 0…1000 keyed (n, tag) with n = ⌊i / 2⌋: each n is shared by two rows, so
  // newest first the 500th row (i = 501) and the 501st (i = 500) tie on n = 250 — the second
  // query has to resume after the whole key, not after n.
  const COUNT = 1001;

  beforeAll(async () => {
    db = await openDatabase();
    await db.exec(
      'CREATE TABLE items (n bigint NOT NULL, tag text NOT NULL, odd boolean NOT NULL)',
    );
    await db.query(
      `INSERT INTO items SELECT i / 2, 't' || lpad(i::text, 4, '0'), i % 2 = 1
       FROM generate_series(0, $1::int - 1) AS i`,
      [COUNT],
    );
  });
  afterAll(() => db.close());

  const items = (w: WhereBuilder): PageQuery<{ n: string; tag: string }, string> => ({
    // n as stored: a text alias named n would be what ORDER BY n sorts by.
    select: 'SELECT n, tag FROM items',
    where: w.where,
    params: w.params,
    key: [{ sql: 'n', numeric: true }, { sql: 'tag' }],
    keyOf: (r) => [r.n, r.tag],
    toNode: (r) => r.tag,
  });
  const tag = (i: number) => `t${String(i).padStart(4, '0')}`;

  async function collect(pages: AsyncGenerator<string[]>): Promise<string[][]> {
    const read: string[][] = [];
    for await (const page of pages) read.push(page);
    return read;
  }

  it('reads every row once, newest first, SCAN_ROWS a query, across a tie on the first key', async () => {
    expect(SCAN_ROWS).toBe(500);
    const pages = await collect(everyRow(db, items(new WhereBuilder()), true));
    expect(pages.map((p) => p.length)).toEqual([500, 500, 1]);
    // i = 1000, 999, …, 0: the order of (n, tag) descending.
    expect(pages.flat()).toEqual(Array.from({ length: COUNT }, (_, j) => tag(COUNT - 1 - j)));
    expect(pages[0]!.at(-1)).toBe('t0501');
    expect(pages[1]![0]).toBe('t0500');
  });

  it('reads oldest first with the conditions applied, stopping on the short query', async () => {
    const w = new WhereBuilder().equals('odd', true).add('n < 260');
    const pages = await collect(everyRow(db, items(w), false));
    // The odd i below 520: 1, 3, …, 519 — 260 rows, one short query.
    expect(pages).toEqual([Array.from({ length: 260 }, (_, k) => tag(2 * k + 1))]);
  });

  it('yields nothing for a filter no row matches', async () => {
    const w = new WhereBuilder().equals('tag', 'absent');
    expect(await collect(everyRow(db, items(w), true))).toEqual([]);
  });
});
