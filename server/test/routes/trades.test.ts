import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeResponseSchema, tradesResponseSchema, type Trade } from '#contract/trade.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

/** A market copied from a real one that has never traded. */
const QUIET_MARKET = 'ee'.repeat(32);

/** Every trade in execution order (seq ascending), read straight from the table. */
async function allTrades(): Promise<Trade[]> {
  const rows = await t.db.query<{ record: string }>('SELECT record FROM trades ORDER BY seq');
  return rows.map((r) => JSON.parse(r.record) as Trade);
}
const ids = (trades: Trade[]) => trades.map((x) => x.id);
/** Newest first, as the list is by default. */
const expectedIds = async (keep: (x: Trade) => boolean) =>
  ids((await allTrades()).filter(keep)).reverse();
async function listIds(query: string): Promise<string[]> {
  const res = await get(`/api/v2/trades?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ids(tradesResponseSchema.parse(res.json()).trades.edges.map((e) => e.node));
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 80 });
  await t.db.query(
    `INSERT INTO markets (id, state, trading_mode, settlement_asset, created_height, record)
     SELECT $1, state, trading_mode, settlement_asset, created_height, record FROM markets LIMIT 1`,
    [QUIET_MARKET],
  );
});
afterAll(() => t.close());

describe('GET /api/v2/trades', () => {
  it('lists every trade newest first (by execution order) in the contract shape', async () => {
    const all = await expectedIds(() => true);
    expect(all.length).toBeGreaterThan(20);
    const res = await get('/api/v2/trades');
    expect(res.statusCode).toBe(200);
    const { trades } = tradesResponseSchema.parse(res.json());
    expect(ids(trades.edges.map((e) => e.node))).toEqual(all);
    expect(trades.edges[0]!.node).toEqual((await allTrades()).at(-1));
    expect(await listIds('pagination.newestFirst=false')).toEqual([...all].reverse());
  });

  it('filters by marketIds (repeated)', async () => {
    const trades = await allTrades();
    const markets = [...new Set(trades.map((x) => x.marketId))].sort();
    expect(markets.length).toBeGreaterThan(1);
    const [m1, m2] = markets;
    expect(await listIds(`marketIds=${m1}`)).toEqual(await expectedIds((x) => x.marketId === m1));
    expect(await listIds(`market_ids=${m1}&market_ids=${m2}`)).toEqual(
      await expectedIds((x) => x.marketId === m1 || x.marketId === m2),
    );
  });

  it('filters by partyIds: the party bought or sold', async () => {
    const trades = await allTrades();
    // A party that has both bought and sold (to someone else: an auction may match a party with
    // itself) shows the OR across the two sides.
    const both = trades
      .map((x) => x.buyer)
      .find((p) => trades.some((x) => x.seller === p && x.buyer !== p));
    if (!both) throw new Error('precondition: no party both bought and sold');
    const expected = await expectedIds((x) => x.buyer === both || x.seller === both);
    expect(await listIds(`partyIds=${both}`)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(trades.filter((x) => x.buyer === both).length);
  });

  it('filters by orderIds: the buy or the sell order', async () => {
    const trades = await allTrades();
    const buy = trades[0]!.buyOrder;
    const sell = trades[trades.length - 1]!.sellOrder;
    expect(await listIds(`orderIds=${buy}&orderIds=${sell}`)).toEqual(
      await expectedIds((x) => [x.buyOrder, x.sellOrder].some((o) => o === buy || o === sell)),
    );
  });

  it('filters by dateRange on the trade time: start inclusive, end exclusive', async () => {
    const trades = await allTrades();
    const times = [...new Set(trades.map((x) => BigInt(x.timestamp)))];
    const start = times[1]!;
    const end = times[times.length - 2]!;
    const expected = await expectedIds(
      (x) => BigInt(x.timestamp) >= start && BigInt(x.timestamp) < end,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      await listIds(`dateRange.startTimestamp=${start}&dateRange.endTimestamp=${end}`),
    ).toEqual(expected);
  });

  it.each([true, false])(
    'walks forwards and backwards (newestFirst=%s) while blocks are added',
    async (newestFirst) => {
      const atStart = await expectedIds(() => true);
      if (!newestFirst) atStart.reverse();
      for (const backward of [false, true]) {
        const walked = await walk<Trade>(t.app, '/api/v2/trades', {
          key: 'trades',
          size: 25,
          newestFirst,
          backward,
          between: growChain(t.chain),
        });
        expectWalkCovers(ids(walked), atStart);
        // New trades, if any, are in execution order too.
        const order = await expectedIds(() => true);
        const seen = new Set(ids(walked));
        const expected = order.filter((id) => seen.has(id));
        expect(ids(walked)).toEqual(newestFirst ? expected : expected.reverse());
      }
    },
  );

  it.each([
    ['marketIds=zz', 'marketIds must be 64 hexadecimal characters'],
    ['partyIds=networks', 'partyIds must be 64 hexadecimal characters'],
    ['orderIds=1', 'orderIds must be 64 hexadecimal characters'],
    ['dateRange.startTimestamp=soon', 'dateRange.startTimestamp'],
    ['dateRange.startTimestamp=9&dateRange.endTimestamp=8', 'must not be before'],
    ['pagination.last=0', 'page size must be positive'],
    [`pagination.before=${Buffer.from('["1","2"]').toString('base64')}`, 'does not belong'],
    [`pagination.after=${Buffer.from('["abc"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/trades?${query}`), 400, message);
  });
});

describe('GET /api/v2/market/{marketId}/trade/latest', () => {
  it("returns the market's latest trade", async () => {
    const trades = await allTrades();
    const market = trades[0]!.marketId;
    const res = await get(`/api/v2/market/${market}/trade/latest`);
    expect(res.statusCode).toBe(200);
    expect(tradeResponseSchema.parse(res.json()).trade).toEqual(
      trades.filter((x) => x.marketId === market).at(-1),
    );
  });

  it('answers 404 for an unknown market or one without trades, 400 for a bad id', async () => {
    const unknown = expectError(
      await get(`/api/v2/market/${'0'.repeat(64)}/trade/latest`),
      404,
      'market not found',
    );
    expect(unknown.code).toBe(30002);
    const quiet = expectError(await get(`/api/v2/market/${QUIET_MARKET}/trade/latest`), 404);
    expect(quiet.code).toBe(40001);
    expectError(await get('/api/v2/market/abc/trade/latest'), 400, 'marketId');
  });
});
