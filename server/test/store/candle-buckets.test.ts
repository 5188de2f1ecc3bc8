import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { CANDLE_INTERVALS, intervalNs } from '../../src/chain/engine/trading/candle-buckets.ts';
import { pruneCandles } from '../../src/store/candle-buckets.ts';
import { listCandles } from '../../src/store/candles.ts';
import type { Queryable } from '../../src/store/database.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

// The stored candles (candle_buckets, kept at each block's commit) answer exactly as the
// candles computed from every trade per request did. `fromTrades` is that former query, kept
// here as the reference.
let t: ChainTestApp;
beforeAll(async () => {
  // Past the opening auctions (~1 min): several 1-minute buckets, some trades in every block.
  t = await buildChainTestApp({ blocks: 150 });
}, 120_000);
afterAll(() => t.close());

/** A market's candles of one interval from its trades, newest first (the former listCandles). */
async function fromTrades(db: Queryable, marketId: string, seconds: number): Promise<Candle[]> {
  const rows = await db.query<Record<string, string>>(
    `SELECT start_ns::text AS start, last_update::text, open::text, close::text, high::text,
        low::text, volume::text
      FROM (
        SELECT (time_ns - time_ns % $2::bigint) AS start_ns, max(time_ns) AS last_update,
          (array_agg(price ORDER BY seq))[1] AS open,
          (array_agg(price ORDER BY seq DESC))[1] AS close,
          max(price) AS high, min(price) AS low, sum(size) AS volume
        FROM (
          SELECT seq, time_ns, (record::jsonb->>'price')::numeric AS price,
            (record::jsonb->>'size')::numeric AS size
          FROM trades WHERE market_id = $1
        ) t
        GROUP BY 1
      ) candles ORDER BY start_ns DESC`,
    [marketId, intervalNs(seconds).toString()],
  );
  return rows.map((r) => ({
    start: r.start!,
    lastUpdate: r.last_update!,
    high: r.high!,
    low: r.low!,
    open: r.open!,
    close: r.close!,
    volume: r.volume!,
  }));
}

/** Every candle listCandles gives, walking pages of `size` newest first. */
async function stored(marketId: string, seconds: number, size = 3): Promise<Candle[]> {
  const interval = CANDLE_INTERVALS.find((i) => i.seconds === seconds)!;
  const all: Candle[] = [];
  let cursor: string[] | undefined;
  for (;;) {
    const page = await listCandles(
      t.db,
      { marketId, interval },
      { direction: 'forward', limit: size, cursor, newestFirst: true },
    );
    all.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return all;
    cursor = [page.edges.at(-1)!.node.start];
  }
}

const marketsWithTrades = async () =>
  (
    await t.db.query<{ id: string }>(
      'SELECT market_id AS id FROM trades GROUP BY market_id ORDER BY market_id',
    )
  ).map((r) => r.id);

describe('stored candles', () => {
  it('equal the candles computed from the trades, every market and interval, page by page', async () => {
    const markets = await marketsWithTrades();
    expect(markets.length).toBeGreaterThan(1);
    let oneMinute = 0;
    for (const market of markets)
      for (const { seconds } of CANDLE_INTERVALS) {
        const expected = await fromTrades(t.db, market, seconds);
        expect(await stored(market, seconds)).toEqual(expected);
        if (seconds === 60) oneMinute += expected.length;
      }
    // Several buckets, so merging a block's trades into an existing bucket was exercised.
    expect(oneMinute).toBeGreaterThan(markets.length);
  });

  it('keep equal as blocks commit, and with a from/to range', async () => {
    await t.chain.advance(30);
    const [market] = await marketsWithTrades();
    const expected = await fromTrades(t.db, market!, 60);
    expect(await stored(market!, 60, 2)).toEqual(expected);
    // Periods starting in [from, to): the second newest only (from/to between period starts).
    const from = BigInt(expected[1]!.start) - 1n;
    const to = BigInt(expected[1]!.start) + 1n;
    const ranged = await listCandles(
      t.db,
      {
        marketId: market!,
        interval: CANDLE_INTERVALS[0],
        from: from.toString(),
        to: to.toString(),
      },
      { direction: 'forward', limit: 50, cursor: undefined, newestFirst: true },
    );
    expect(ranged.edges.map((e) => e.node)).toEqual([expected[1]]);
  });

  it('read a page as a range of the primary key: no scan of the table, no sort', async () => {
    // 30,000 stored 1-minute candles of another market: a table worth walking.
    const other = 'f'.repeat(64);
    await t.db.exec(`INSERT INTO candle_buckets
      SELECT '${other}', 60, i * 60000000000, i, i, 1, 1, 1, 1, 1, i * 60000000000
      FROM generate_series(1, 30000) i`);
    await t.db.exec('ANALYZE candle_buckets');
    const [market] = await marketsWithTrades();
    const seen: { sql: string; params: readonly unknown[] }[] = [];
    const recording: Queryable = {
      query: (sql, params) => {
        seen.push({ sql, params: params ?? [] });
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
    };
    for (const marketId of [market!, other])
      await listCandles(
        recording,
        { marketId, interval: CANDLE_INTERVALS[0], from: '0' },
        { direction: 'forward', limit: 50, cursor: ['1000000000000'], newestFirst: true },
      );
    expect(seen).toHaveLength(2);
    for (const { sql, params } of seen) {
      const [row] = await t.db.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) ${sql}`,
        params as unknown[],
      );
      const raw = row!['QUERY PLAN'];
      const plan = JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw);
      expect(plan).toContain('"Index Name":"candle_buckets_pkey"');
      expect(plan).not.toContain('"Node Type":"Seq Scan"');
      expect(plan).not.toContain('"Node Type":"Sort"');
      expect(plan).not.toContain('"Relation Name":"trades"');
    }
    await t.db.exec(`DELETE FROM candle_buckets WHERE market_id = '${other}'`);
  });

  it('after the retention prune, equal the candles of the trades left', async () => {
    const [market] = await marketsWithTrades();
    const { mid } = (
      await t.db.query<{ mid: string }>(
        'SELECT ((min(time_ns) + max(time_ns)) / 2)::text AS mid FROM trades',
      )
    )[0]!;
    // A cutoff inside a minute (and every longer period): the buckets straddling it change.
    const cutoff = BigInt(mid) + 7_000_000_000n;
    await t.db.transaction(async (tx) => {
      await tx.exec(`DELETE FROM trades WHERE time_ns < ${cutoff}`);
      await pruneCandles(tx, cutoff);
    });
    for (const { seconds } of CANDLE_INTERVALS)
      expect(await stored(market!, seconds)).toEqual(await fromTrades(t.db, market!, seconds));
  });
});
