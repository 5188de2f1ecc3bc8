import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { insertRows, jsonRecord } from './sql-insert.ts';

let db: Database;

beforeEach(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE t (id text PRIMARY KEY, n bigint, ok boolean, record text)');
});
afterEach(() => db.close());

const rows = () =>
  db.query<{ id: string; n: string | null; ok: boolean | null; record: string | null }>(
    'SELECT id, n::text AS n, ok, record FROM t ORDER BY n NULLS LAST',
  );

describe('insertRows', () => {
  it('stores a record byte for byte as its JSON text, whatever its strings hold', async () => {
    // Quotes, backslashes, a control character, non-ASCII (2, 3 and 4 UTF-8 bytes), JSON inside
    // a string, an empty string, nested arrays and objects, a negative fraction.
    const record = {
      a: 'x"y\\z\n\u0001é€😀',
      b: [1, 2.5, { c: null, d: true }],
      e: '',
      f: '{"nested":1}',
      z: -0.000123,
    };
    const text =
      '{"a":"x\\"y\\\\z\\n\\u0001é€😀","b":[1,2.5,{"c":null,"d":true}],"e":"","f":"{\\"nested\\":1}","z":-0.000123}';
    await db.transaction((tx) =>
      insertRows(tx, {
        table: 't',
        columns: ['id', 'n', 'ok', 'record'],
        rows: [['k1', 9223372036854775807n, false, jsonRecord(record)]],
      }),
    );
    expect(await rows()).toEqual([{ id: 'k1', n: '9223372036854775807', ok: false, record: text }]);
  });

  it('stores plain strings, 64-bit integers, booleans and missing values as given', async () => {
    await db.transaction((tx) =>
      insertRows(tx, {
        table: 't',
        columns: ['id', 'n', 'ok', 'record'],
        rows: [
          ['k"2', -9223372036854775808n, true, 'plain "text" {not json'],
          ['k3', 7, undefined, null],
        ],
      }),
    );
    expect(await rows()).toEqual([
      { id: 'k"2', n: '-9223372036854775808', ok: true, record: 'plain "text" {not json' },
      { id: 'k3', n: '7', ok: null, record: null },
    ]);
  });

  it('upserts keep the last row of a key', async () => {
    const upsert = { key: ['id'], update: ['n', 'record'] };
    const write = (list: unknown[][]) =>
      db.transaction((tx) =>
        insertRows(tx, { table: 't', columns: ['id', 'n', 'record'], rows: list, upsert }),
      );
    await write([['k', 1, jsonRecord({ v: 1 })]]);
    await write([
      ['k', 2, jsonRecord({ v: 2 })],
      ['k', 3, jsonRecord({ v: 3 })],
    ]);
    expect(await rows()).toEqual([{ id: 'k', n: '3', ok: null, record: '{"v":3}' }]);
  });

  it('a key repeated in one statement is stored as the rows one by one would leave it', async () => {
    // A group of blocks lists an asset in one block and enables it in a later one: the columns
    // the upsert never updates (here `n`, a creation height) keep the first row's value.
    const upsert = { key: ['id'], update: ['ok', 'record'] };
    const list = [
      ['k', 208, false, 'listed'],
      ['j', 1, true, 'other'],
      ['k', 217, true, 'enabled'],
    ];
    const write = (rowsOf: unknown[][], table: string) =>
      db.transaction((tx) =>
        insertRows(tx, { table, columns: ['id', 'n', 'ok', 'record'], rows: rowsOf, upsert }),
      );
    await db.exec('CREATE TABLE one_by_one (LIKE t INCLUDING ALL)');
    for (const row of list) await write([row], 'one_by_one');
    await write(list, 't');
    const oneByOne = await db.query(
      'SELECT id, n::text AS n, ok, record FROM one_by_one ORDER BY n NULLS LAST',
    );
    expect(oneByOne).toEqual([
      { id: 'j', n: '1', ok: true, record: 'other' },
      { id: 'k', n: '208', ok: true, record: 'enabled' },
    ]);
    expect(await rows()).toEqual(oneByOne);
  });
});
