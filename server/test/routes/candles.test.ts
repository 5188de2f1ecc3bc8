import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candleIntervalsResponseSchema,
  candlesResponseSchema,
  type Candle,
} from '#contract/candle.ts';
import { addTradeToCandle } from '../../src/chain/engine/trading/candle-buckets.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

interface TradeRecord {
  price: string;
  size: string;
  timestamp: string;
}

let t: ChainTestApp;

/** The first row of a query (tests only ask for rows that exist). */
const first = async <T extends object>(sql: string, params: unknown[] = []) =>
  (await t.db.query<T>(sql, params))[0]!;
let market: string;
beforeAll(async () => {
  // Trading starts after the opening auctions (~1 min): 100 blocks give two 1-minute candles.
  t = await buildChainTestApp({ blocks: 100 });
  ({ market } = await first<{ market: string }>(
    'SELECT market_id AS market FROM trades GROUP BY market_id ORDER BY count(*) DESC, market_id LIMIT 1',
  ));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });

const trades = async () =>
  (
    await t.db.query<{ record: string }>(
      'SELECT record FROM trades WHERE market_id = $1 ORDER BY seq',
      [market],
    )
  ).map((r) => JSON.parse(r.record) as TradeRecord);

/** Candles computed here by hand from the raw trades, newest first. */
async function handCandles(seconds: number): Promise<Candle[]> {
  const step = BigInt(seconds) * 1_000_000_000n;
  const byStart = new Map<bigint, TradeRecord[]>();
  for (const trade of await trades()) {
    const ts = BigInt(trade.timestamp);
    const start = (ts / step) * step;
    byStart.set(start, [...(byStart.get(start) ?? []), trade]);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([start, list]) => {
      const prices = list.map((x) => BigInt(x.price));
      return {
        start: start.toString(),
        lastUpdate: list[list.length - 1]!.timestamp,
        open: list[0]!.price,
        close: list[list.length - 1]!.price,
        high: prices.reduce((a, b) => (a > b ? a : b)).toString(),
        low: prices.reduce((a, b) => (a < b ? a : b)).toString(),
        volume: list.reduce((sum, x) => sum + BigInt(x.size), 0n).toString(),
      };
    });
}

const candles = async (query: string) => {
  const res = await get(`/api/v2/candle?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return candlesResponseSchema.parse(res.json()).candles;
};
const oneMinute = () => `candleId=trades_candle_1_minute_${market}`;

describe('GET /api/v2/candle/intervals', () => {
  it('names the six intervals and their candle ids', async () => {
    const res = await get(`/api/v2/candle/intervals?marketId=${market}`);
    expect(res.statusCode).toBe(200);
    expect(candleIntervalsResponseSchema.parse(res.json()).intervalToCandleId).toEqual(
      [
        ['1 minute', '1_minute'],
        ['5 minutes', '5_minutes'],
        ['15 minutes', '15_minutes'],
        ['1 hour', '1_hour'],
        ['6 hours', '6_hours'],
        ['1 day', '1_day'],
      ].map(([interval, word]) => ({ interval, candleId: `trades_candle_${word}_${market}` })),
    );
  });

  it('answers 400 without or with a malformed market id, 404 for an unknown market', async () => {
    const missing = await get('/api/v2/candle/intervals');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].code).toBe(10003);
    expect((await get('/api/v2/candle/intervals?marketId=xyz')).statusCode).toBe(400);
    const unknown = await get(`/api/v2/candle/intervals?marketId=${'0'.repeat(64)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 5, message: 'NotFound error' });
  });
});

describe('GET /api/v2/candle', () => {
  it.each([
    ['1_minute', 60],
    ['5_minutes', 300],
    ['1_day', 86_400],
  ])('computes %s candles from the trades, newest first', async (word, seconds) => {
    const want = await handCandles(seconds);
    const conn = await candles(`candleId=trades_candle_${word}_${market}`);
    expect(conn.edges.map((e) => e.node)).toEqual(want);
    if (seconds === 60) expect(want.length).toBeGreaterThan(1);
  });

  it('matches the shared fold used for live candles', async () => {
    const folded: Candle[] = [];
    for (const trade of await trades()) {
      const last = folded[folded.length - 1];
      const next = addTradeToCandle(last, trade, 60);
      if (last && last.start === next.start) folded[folded.length - 1] = next;
      else folded.push(next);
    }
    const conn = await candles(`${oneMinute()}&pagination.newestFirst=false`);
    expect(conn.edges.map((e) => e.node)).toEqual(folded);
  });

  it('keeps candles whose period starts in [fromTimestamp, toTimestamp)', async () => {
    const all = await handCandles(60);
    const [newest, second] = all;
    const starts = (conn: { edges: { node: Candle }[] }) => conn.edges.map((e) => e.node.start);
    expect(starts(await candles(`${oneMinute()}&fromTimestamp=${second!.start}`))).toEqual([
      newest!.start,
      second!.start,
    ]);
    expect(
      starts(await candles(`${oneMinute()}&fromTimestamp=${BigInt(second!.start) + 1n}`)),
    ).toEqual([newest!.start]);
    expect(starts(await candles(`${oneMinute()}&toTimestamp=${newest!.start}`))).toEqual(
      all.slice(1).map((c) => c.start),
    );
    expect(
      starts(await candles(`${oneMinute()}&to_timestamp=${BigInt(newest!.start) + 1n}`)),
    ).toEqual(all.map((c) => c.start));
  });

  it('pages one candle at a time both ways, and follows new trades', async () => {
    const walk = async (backward: boolean) => {
      const seen: Candle[] = [];
      let cursor = '';
      for (;;) {
        const conn = await candles(
          backward
            ? `${oneMinute()}&pagination.last=1${cursor && `&pagination.before=${encodeURIComponent(cursor)}`}`
            : `${oneMinute()}&pagination.first=1${cursor && `&pagination.after=${encodeURIComponent(cursor)}`}`,
        );
        if (backward) seen.unshift(...conn.edges.map((e) => e.node));
        else seen.push(...conn.edges.map((e) => e.node));
        if (!(backward ? conn.pageInfo.hasPreviousPage : conn.pageInfo.hasNextPage)) return seen;
        cursor = backward ? conn.pageInfo.startCursor : conn.pageInfo.endCursor;
      }
    };
    const want = await handCandles(60);
    expect(await walk(false)).toEqual(want);
    expect(await walk(true)).toEqual(want);

    await t.chain.advance(60);
    const later = await handCandles(60);
    expect(later.length).toBeGreaterThan(want.length);
    expect((await candles(oneMinute())).edges.map((e) => e.node)).toEqual(later);
  });

  it.each([
    ['', 400, 10030],
    ['candleId=nonsense', 400, 10015],
    [`candleId=trades_candle_2_minutes_${'a'.repeat(64)}`, 400, 10015],
    [`candleId=trades_candle_1_minute_${'0'.repeat(64)}`, 404, 30002],
    [`candleId=trades_candle_1_minute_${'a'.repeat(64)}&fromTimestamp=9&toTimestamp=1`, 400, 10015],
    [`candleId=trades_candle_1_minute_${'a'.repeat(64)}&pagination.first=-1`, 400, 10028],
  ])('answers %s with %i', async (query, status, detailCode) => {
    const res = await get(`/api/v2/candle?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().details[0].code).toBe(detailCode);
  });
});
