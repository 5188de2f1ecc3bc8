import { describe, expect, it } from 'vitest';
import { marketsTradingGauge } from '../../src/http/markets-trading.ts';
import type { Queryable } from '../../src/store/database.ts';

/** A store that answers the count query with `counts` in turn, and records each query. */
function store(counts: (number | Error)[]) {
  const queries: string[] = [];
  const db = {
    query: async (sql: string) => {
      queries.push(sql);
      const next = counts.shift();
      if (next instanceof Error) throw next;
      return [{ n: String(next) }];
    },
  } as unknown as Queryable;
  return { db, queries };
}

describe('/health’s marketsTrading', () => {
  it('reads the count once per committed block, however often it is asked', async () => {
    const { db, queries } = store([7, 9]);
    let head = '100';
    const gauge = marketsTradingGauge(db, () => head);
    expect(await gauge()).toBe(7);
    expect(await gauge()).toBe(7);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/trading_mode = 'TRADING_MODE_CONTINUOUS'/);
    head = '101';
    expect(await gauge()).toBe(9);
    expect(queries).toHaveLength(2);
  });

  it('says nothing before the first block, nor when the store fails (and asks again next block)', async () => {
    const { db, queries } = store([new Error('connection lost'), 4]);
    let head: string | undefined;
    const gauge = marketsTradingGauge(db, () => head);
    expect(await gauge()).toBeUndefined();
    expect(queries).toHaveLength(0);
    head = '5';
    expect(await gauge()).toBeUndefined();
    head = '6';
    expect(await gauge()).toBe(4);
  });
});
