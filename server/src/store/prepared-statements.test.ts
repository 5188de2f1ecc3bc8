import { describe, expect, it } from 'vitest';
import { MAX_PREPARED, statementName } from './prepared-statements.ts';

describe('statementName', () => {
  it('names a parameterised SELECT once, the same name every time', () => {
    const sql = 'SELECT seq, record FROM trades WHERE market_id IN ($1) ORDER BY seq DESC LIMIT $2';
    const first = statementName(sql, ['m', 51]);
    expect(first).toMatch(/^tne_\d+$/);
    expect(statementName(sql, ['other', 11])).toBe(first);
    expect(statementName(`${sql} `, ['m', 51])).not.toBe(first);
    expect(statementName(' (SELECT 1 WHERE $1) UNION (SELECT 2)', [1])).toMatch(/^tne_/);
    expect(statementName('WITH x AS (SELECT $1::int) SELECT * FROM x', [1])).toMatch(/^tne_/);
  });

  it('leaves writes, statements without parameters and long texts unnamed', () => {
    expect(statementName('INSERT INTO t VALUES ($1)', [1])).toBeUndefined();
    expect(statementName('SELECT 1', [])).toBeUndefined();
    expect(statementName('SELECT 1', undefined)).toBeUndefined();
    expect(statementName(`SELECT $1 ${' '.repeat(5000)}`, [1])).toBeUndefined();
  });

  it(`names at most ${MAX_PREPARED} texts; known ones keep their names after that`, () => {
    const known = statementName('SELECT $1::int AS known', [1]);
    const named = Array.from({ length: MAX_PREPARED + 10 }, (_, i) =>
      statementName(`SELECT $1::int + ${i}`, [1]),
    );
    const given = named.filter((name) => name !== undefined);
    // Five texts were named by this test file before the loop (the first two tests, `known`).
    expect(given.length).toBe(MAX_PREPARED - 5);
    expect(new Set(given).size).toBe(given.length);
    expect(named.at(-1)).toBeUndefined();
    expect(statementName('SELECT $1::int AS known', [2])).toBe(known);
  });
});
