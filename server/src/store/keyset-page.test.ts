import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import {
  decodeCursor,
  encodeCursor,
  fetchPage,
  InvalidCursorError,
  type PageRequest,
} from './keyset-page.ts';

describe('cursors', () => {
  it('round-trips cursors and rejects foreign ones', () => {
    expect(decodeCursor(encodeCursor(['2026', 'abc']))).toEqual(['2026', 'abc']);
    expect(() => decodeCursor(Buffer.from('[1,2]').toString('base64'))).toThrow(InvalidCursorError);
  });
});

describe('fetchPage on a real database', () => {
  let db: Database;
  // 10 rows with a two-column key: (n, tag); n repeats so the second column breaks ties.
  const rows = Array.from({ length: 10 }, (_, i) => ({
    n: String(Math.floor(i / 2)),
    tag: `t${i}`,
  }));

  beforeAll(async () => {
    db = await openDatabase();
    await db.exec('CREATE TABLE items (n bigint NOT NULL, tag text NOT NULL)');
    for (const r of rows) await db.query('INSERT INTO items VALUES ($1, $2)', [r.n, r.tag]);
  });
  afterAll(() => db.close());

  const page = (request: Partial<PageRequest>) =>
    fetchPage<{ n: string; tag: string }, string>(
      db,
      {
        select: 'SELECT n::text, tag FROM items',
        where: [],
        params: [],
        key: [{ sql: 'n', numeric: true }, { sql: 'tag' }],
        keyOf: (r) => [r.n, r.tag],
        toNode: (r) => r.tag,
      },
      { direction: 'forward', limit: 1000, cursor: undefined, newestFirst: true, ...request },
    );

  it('orders newest first by the whole key', async () => {
    const conn = await page({ limit: 3 });
    expect(conn.edges.map((e) => e.node)).toEqual(['t9', 't8', 't7']);
    expect(conn.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('continues after a cursor whose first key column ties', async () => {
    // t8 and t9 share n=4: the page after t9 must start at t8, not skip it.
    const first = await page({ limit: 1 });
    const next = await page({ limit: 2, cursor: decodeCursor(first.pageInfo.endCursor) });
    expect(next.edges.map((e) => e.node)).toEqual(['t8', 't7']);
    expect(next.pageInfo.hasPreviousPage).toBe(true);
  });

  it('pages backwards oldest first and returns rows in list order', async () => {
    const last = await page({ direction: 'backward', limit: 3, newestFirst: false });
    expect(last.edges.map((e) => e.node)).toEqual(['t7', 't8', 't9']);
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });

  it('refuses a cursor of another list shape, before any SQL runs', async () => {
    const foreign = { reason: 'cursor does not belong to this list' };
    await expect(page({ cursor: ['not-a-number', 'x'] })).rejects.toMatchObject(foreign);
    await expect(page({ cursor: ['1'] })).rejects.toThrow(InvalidCursorError);
  });
});

describe('fetchPage with alternatives (anyOf)', () => {
  let db: Database;
  // seq 1..30; the party "p" is the sender of every 3rd row, the receiver of every 5th, both
  // on every 15th (a transfer between its own accounts: one row, listed once).
  const rows = Array.from({ length: 30 }, (_, i) => {
    const seq = i + 1;
    return { seq, sender: seq % 3 === 0 ? 'p' : 'q', receiver: seq % 5 === 0 ? 'p' : 'r' };
  });
  const expected = rows
    .filter((r) => r.sender === 'p' || r.receiver === 'p')
    .map((r) => String(r.seq))
    .reverse();

  beforeAll(async () => {
    db = await openDatabase();
    await db.exec('CREATE TABLE moves (seq bigint PRIMARY KEY, sender text, receiver text)');
    for (const r of rows)
      await db.query('INSERT INTO moves VALUES ($1, $2, $3)', [r.seq, r.sender, r.receiver]);
  });
  afterAll(() => db.close());

  const page = (request: Partial<PageRequest>, where: string[] = []) =>
    fetchPage<{ seq: string }, string>(
      db,
      {
        select: 'SELECT seq FROM moves',
        where,
        anyOf: ['sender = $1', 'receiver = $1'],
        params: ['p'],
        key: [{ sql: 'seq', numeric: true }],
        keyOf: (r) => [r.seq],
        toNode: (r) => r.seq,
      },
      { direction: 'forward', limit: 1000, cursor: undefined, newestFirst: true, ...request },
    );

  it('lists the rows either alternative matches, once each, in key order', async () => {
    const conn = await page({});
    expect(conn.edges.map((e) => e.node)).toEqual(expected);
    expect(expected).toEqual([
      '30',
      '27',
      '25',
      '24',
      '21',
      '20',
      '18',
      '15',
      '12',
      '10',
      '9',
      '6',
      '5',
      '3',
    ]);
  });

  it('walks the same list page by page, both ways', async () => {
    const seen: string[] = [];
    let cursor: string[] | undefined;
    for (;;) {
      const conn = await page({ limit: 3, cursor });
      seen.push(...conn.edges.map((e) => e.node));
      if (!conn.pageInfo.hasNextPage) break;
      cursor = decodeCursor(conn.pageInfo.endCursor);
    }
    expect(seen).toEqual(expected);

    const oldest = await page({ limit: 4, newestFirst: false });
    expect(oldest.edges.map((e) => e.node)).toEqual(['3', '5', '6', '9']);
    const before = await page({ direction: 'backward', limit: 2, cursor: ['15'] });
    expect(before.edges.map((e) => e.node)).toEqual(['20', '18']);
    expect(before.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('applies the other conditions to every alternative', async () => {
    const conn = await page({}, ['seq <= 20']);
    expect(conn.edges.map((e) => e.node)).toEqual(expected.filter((s) => Number(s) <= 20));
  });
});
