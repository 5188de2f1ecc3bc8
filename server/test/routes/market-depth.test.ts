import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMarketDepthResponseSchema, type MarketDepth } from '#contract/market-depth.ts';
import type { Trade } from '#contract/trade.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, getJson } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

/** A market copied from a real one, with no depth and no trades. */
const BARE_MARKET = 'bb'.repeat(32);

async function stored(marketId: string) {
  const [depth] = await t.db.query<{ sequence_number: string; record: string }>(
    'SELECT sequence_number, record FROM market_depth WHERE market_id = $1',
    [marketId],
  );
  const [trade] = await t.db.query<{ record: string }>(
    'SELECT record FROM trades WHERE market_id = $1 ORDER BY seq DESC LIMIT 1',
    [marketId],
  );
  return {
    sequenceNumber: depth!.sequence_number,
    depth: JSON.parse(depth!.record) as MarketDepth,
    lastTrade: trade ? (JSON.parse(trade.record) as Trade) : null,
  };
}
const marketsWhere = async (traded: boolean) =>
  (
    await t.db.query<{ id: string }>(
      `SELECT id FROM markets m WHERE id <> $1 AND ${traded ? '' : 'NOT'}
         EXISTS (SELECT 1 FROM trades WHERE market_id = m.id) ORDER BY id`,
      [BARE_MARKET],
    )
  ).map((r) => r.id);

beforeAll(async () => {
  // 60 blocks: some markets trade, others are still in their opening auction.
  t = await buildChainTestApp({ blocks: 60 });
  await t.db.query(
    `INSERT INTO markets (id, state, trading_mode, settlement_asset, created_height, record)
     SELECT $1, state, trading_mode, settlement_asset, created_height, record FROM markets LIMIT 1`,
    [BARE_MARKET],
  );
});
afterAll(() => t.close());

describe('GET /api/v2/market/depth/{marketId}/latest', () => {
  it('returns the full stored depth, its sequence number and the latest trade', async () => {
    const [market] = await marketsWhere(true);
    const expected = await stored(market!);
    const res = await get(`/api/v2/market/depth/${market}/latest`);
    expect(res.statusCode).toBe(200);
    const body = latestMarketDepthResponseSchema.parse(res.json());
    expect(body).toEqual({
      marketId: market,
      buy: expected.depth.buy,
      sell: expected.depth.sell,
      lastTrade: expected.lastTrade,
      sequenceNumber: expected.sequenceNumber,
    });
    expect(body.lastTrade).not.toBeNull();
    // Bids best (highest) first, asks best (lowest) first.
    const prices = (levels: { price: string }[]) => levels.map((l) => BigInt(l.price));
    const bids = prices(body.buy);
    const asks = prices(body.sell);
    expect(bids.length).toBeGreaterThan(3);
    expect(asks.length).toBeGreaterThan(3);
    expect([...bids].sort((a, b) => (a < b ? 1 : -1))).toEqual(bids);
    expect([...asks].sort((a, b) => (a < b ? -1 : 1))).toEqual(asks);
  });

  it('keeps the best maxDepth levels of each side; 0 means all', async () => {
    const [market] = await marketsWhere(true);
    const { depth } = await stored(market!);
    const cut = (await get(`/api/v2/market/depth/${market}/latest?maxDepth=3`)).json();
    expect(cut.buy).toEqual(depth.buy.slice(0, 3));
    expect(cut.sell).toEqual(depth.sell.slice(0, 3));
    const all = (await get(`/api/v2/market/depth/${market}/latest?max_depth=0`)).json();
    expect(all.buy).toEqual(depth.buy);
    const huge = (
      await get(`/api/v2/market/depth/${market}/latest?maxDepth=18446744073709551615`)
    ).json();
    expect(huge.sell).toEqual(depth.sell);
  });

  it('answers lastTrade null for a market that has not traded yet', async () => {
    const [quiet] = await marketsWhere(false);
    if (!quiet) throw new Error('precondition: a market without trades');
    const body = latestMarketDepthResponseSchema.parse(
      (await get(`/api/v2/market/depth/${quiet}/latest`)).json(),
    );
    expect(body.lastTrade).toBeNull();
    expect(body.sequenceNumber).toBe((await stored(quiet)).sequenceNumber);
  });

  it('answers an empty book for a known market without depth', async () => {
    const res = await get(`/api/v2/market/depth/${BARE_MARKET}/latest`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      marketId: BARE_MARKET,
      buy: [],
      sell: [],
      lastTrade: null,
      sequenceNumber: '0',
    });
  });

  it('answers 404 for an unknown market and 400 for bad parameters', async () => {
    const [market] = await marketsWhere(true);
    const detail = expectError(await get(`/api/v2/market/depth/${'0'.repeat(64)}/latest`), 404);
    expect(detail.code).toBe(30002);
    expectError(await get('/api/v2/market/depth/0x12/latest'), 400, 'marketId');
    expectError(await get(`/api/v2/market/depth/${market}/latest?maxDepth=-1`), 400, 'maxDepth');
    expectError(await get(`/api/v2/market/depth/${market}/latest?maxDepth=ten`), 400, 'maxDepth');
    expectError(
      await get(`/api/v2/market/depth/${market}/latest?maxDepth=18446744073709551616`),
      400,
      'maxDepth',
    );
  });
});
