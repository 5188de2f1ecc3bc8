import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMarketDataResponseSchema,
  marketDataHistoryResponseSchema,
  marketsDataResponseSchema,
  type MarketData,
} from '#contract/market-data.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

/** A market copied from a real one, with no market data. */
const BARE_MARKET = 'dd'.repeat(32);

/** All of one market's data, oldest first, from the table. */
async function history(marketId: string): Promise<MarketData[]> {
  const rows = await t.db.query<{ record: string }>(
    'SELECT record FROM market_data WHERE market_id = $1',
    [marketId],
  );
  return rows
    .map((r) => JSON.parse(r.record) as MarketData)
    .sort((a, b) => (BigInt(a.timestamp) < BigInt(b.timestamp) ? -1 : 1));
}
const marketIds = async () =>
  (await t.db.query<{ id: string }>('SELECT id FROM markets WHERE id <> $1', [BARE_MARKET])).map(
    (r) => r.id,
  );
const stamps = (data: MarketData[]) => data.map((d) => d.timestamp);

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 30 });
  await t.db.query(
    `INSERT INTO markets (id, state, trading_mode, settlement_asset, created_height, record)
     SELECT $1, state, trading_mode, settlement_asset, created_height, record FROM markets LIMIT 1`,
    [BARE_MARKET],
  );
});
afterAll(() => t.close());

describe('GET /api/v2/markets/data', () => {
  it("returns each market's latest data as a plain array", async () => {
    const res = await get('/api/v2/markets/data');
    expect(res.statusCode).toBe(200);
    const { marketsData } = marketsDataResponseSchema.parse(res.json());
    const markets = await marketIds();
    expect(marketsData.map((d) => d.market).sort()).toEqual([...markets].sort());
    for (const data of marketsData) expect(data).toEqual((await history(data.market)).at(-1));
  });
});

describe('GET /api/v2/market/data/{marketId}/latest', () => {
  it("returns the market's latest data", async () => {
    const [market] = await marketIds();
    const res = await get(`/api/v2/market/data/${market}/latest`);
    expect(res.statusCode).toBe(200);
    const { marketData } = latestMarketDataResponseSchema.parse(res.json());
    expect(marketData).toEqual((await history(market!)).at(-1));
    expect(marketData.timestamp).toBe(t.chain.head().timeNs.toString());
  });

  it('answers 404 for an unknown market or one without data, 400 for a bad id', async () => {
    const unknown = expectError(await get(`/api/v2/market/data/${'0'.repeat(64)}/latest`), 404);
    expect(unknown.code).toBe(30002);
    const bare = expectError(await get(`/api/v2/market/data/${BARE_MARKET}/latest`), 404);
    expect(bare.code).toBe(30004);
    expectError(await get('/api/v2/market/data/nope/latest'), 400, 'marketId');
  });
});

describe('GET /api/v2/market/data/{marketId}', () => {
  it('returns the history newest first, oldest first on request', async () => {
    const [market] = await marketIds();
    const all = await history(market!);
    expect(all.length).toBe(30);
    const res = await get(`/api/v2/market/data/${market}`);
    expect(res.statusCode).toBe(200);
    const { marketData } = marketDataHistoryResponseSchema.parse(res.json());
    expect(marketData.edges.map((e) => e.node)).toEqual([...all].reverse());
    const oldest = await get(`/api/v2/market/data/${market}?pagination.newestFirst=false`);
    expect(oldest.json().marketData.edges.map((e: { node: MarketData }) => e.node)).toEqual(all);
  });

  it('filters by startTimestamp (inclusive) and endTimestamp (exclusive)', async () => {
    const [, market] = await marketIds();
    const all = await history(market!);
    const start = all[3]!.timestamp;
    const end = all[10]!.timestamp;
    const res = await get(
      `/api/v2/market/data/${market}?startTimestamp=${start}&endTimestamp=${end}&pagination.newestFirst=false`,
    );
    expect(stamps(res.json().marketData.edges.map((e: { node: MarketData }) => e.node))).toEqual(
      stamps(all.slice(3, 10)),
    );
    const since = await get(`/api/v2/market/data/${market}?start_timestamp=${end}`);
    expect(since.json().marketData.edges).toHaveLength(all.length - 10);
  });

  it('walks forwards and backwards while blocks are added', async () => {
    const [market] = await marketIds();
    for (const newestFirst of [true, false]) {
      const atStart = stamps(await history(market!));
      if (newestFirst) atStart.reverse();
      for (const backward of [false, true]) {
        const walked = await walk<MarketData>(t.app, `/api/v2/market/data/${market}`, {
          key: 'marketData',
          size: 7,
          newestFirst,
          backward,
          between: growChain(t.chain, 2, 2),
        });
        expectWalkCovers(stamps(walked), atStart);
        expect(new Set(walked.map((d) => d.market))).toEqual(new Set([market]));
      }
    }
  });

  it('answers 404 for an unknown market and 400 for bad parameters', async () => {
    const [market] = await marketIds();
    expectError(await get(`/api/v2/market/data/${'0'.repeat(64)}`), 404, 'market not found');
    expectError(await get(`/api/v2/market/data/${market}?startTimestamp=x`), 400, 'startTimestamp');
    expectError(
      await get(`/api/v2/market/data/${market}?startTimestamp=5&endTimestamp=4`),
      400,
      'must not be before',
    );
    expectError(await get(`/api/v2/market/data/${market}?pagination.first=6000`), 400);
    const foreign = Buffer.from('["1", "x"]').toString('base64');
    expectError(await get(`/api/v2/market/data/${market}?pagination.after=${foreign}`), 400);
  });
});

describe('nextMarkToMarket', () => {
  // The default network marks to market every 5 s (network.markPriceUpdateMaximumFrequency).
  const MARK_INTERVAL_NS = 5_000_000_000n;

  it('is "0" for a market not marked yet, else the time of its next mark (Unix ns)', async () => {
    // 70 blocks in: some markets are still in their opening auction, some trade.
    await t.chain.advance(40);
    const { marketsData } = marketsDataResponseSchema.parse(
      (await get('/api/v2/markets/data')).json(),
    );
    const unmarked = marketsData.filter((d) => d.markPrice === '0');
    const marked = marketsData.filter((d) => d.markPrice !== '0');
    expect(unmarked.map((d) => d.marketTradingMode)).toContain('TRADING_MODE_OPENING_AUCTION');
    expect(marked.length).toBeGreaterThan(0);
    for (const d of unmarked) expect(d.nextMarkToMarket, d.market).toBe('0');
    for (const d of marked) {
      // Marked at most one interval before this block, due after it.
      const next = BigInt(d.nextMarkToMarket);
      expect(next, d.market).toBeGreaterThan(BigInt(d.timestamp));
      expect(next, d.market).toBeLessThanOrEqual(BigInt(d.timestamp) + MARK_INTERVAL_NS);
    }
  });
});
