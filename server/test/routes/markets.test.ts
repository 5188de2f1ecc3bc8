import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketResponseSchema, marketsResponseSchema, type Market } from '#contract/market.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

/** Every market as the chain wrote it, by id descending (all are created at genesis). */
async function allMarkets(): Promise<Market[]> {
  const rows = await t.db.query<{ record: string }>('SELECT record FROM markets');
  return rows.map((r) => JSON.parse(r.record) as Market).sort((a, b) => (a.id < b.id ? 1 : -1));
}
const ids = (markets: Market[]) => markets.map((m) => m.id);

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 20 });
});
afterAll(() => t.close());

describe('GET /api/v2/markets', () => {
  it('lists every market, newest first, in the contract shape', async () => {
    const expected = await allMarkets();
    expect(expected.length).toBeGreaterThan(1);
    const res = await get('/api/v2/markets');
    expect(res.statusCode).toBe(200);
    const { markets } = marketsResponseSchema.parse(res.json());
    expect(markets.edges.map((e) => e.node)).toEqual(expected);
    expect(markets.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('walks forwards and backwards, both orders, while blocks are added', async () => {
    const atStart = ids(await allMarkets());
    for (const newestFirst of [true, false]) {
      for (const backward of [false, true]) {
        const walked = await walk<Market>(t.app, '/api/v2/markets', {
          key: 'markets',
          size: 3,
          newestFirst,
          backward,
          between: growChain(t.chain, 2, 2),
        });
        expectWalkCovers(ids(walked), newestFirst ? atStart : [...atStart].reverse());
        expect(walked).toHaveLength(atStart.length);
      }
    }
  });

  it.each([
    ['includeSettled=perhaps', 'includeSettled must be true or false'],
    ['pagination.first=1&pagination.before=WyIwIl0=', 'first goes with after'],
    [`pagination.after=${Buffer.from('["0"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/markets?${query}`), 400, message);
  });

  // Last: it settles a market by hand (the simulation settles none this early).
  it('leaves settled markets out only on includeSettled=false', async () => {
    const [settled] = ids(await allMarkets());
    await t.db.query(
      `UPDATE markets SET state = 'STATE_SETTLED',
         record = jsonb_set(record::jsonb, '{state}', '"STATE_SETTLED"')::text WHERE id = $1`,
      [settled],
    );
    const all = ids(await allMarkets());
    const list = async (query: string) =>
      ids(
        marketsResponseSchema
          .parse((await get(`/api/v2/markets?${query}`)).json())
          .markets.edges.map((e) => e.node),
      );
    expect(await list('')).toEqual(all);
    expect(await list('includeSettled=true')).toEqual(all);
    expect(await list('includeSettled=false')).toEqual(all.filter((id) => id !== settled));
    expect(await list('include_settled=0')).toEqual(all.filter((id) => id !== settled));
  });
});

describe('GET /api/v2/market/{marketId}', () => {
  it('returns the market as the chain wrote it', async () => {
    const [market] = await allMarkets();
    const res = await get(`/api/v2/market/${market!.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(marketResponseSchema.parse(res.json()).market).toEqual(market);
  });

  it('answers 404 for an unknown market and 400 for a malformed id', async () => {
    const detail = expectError(await get(`/api/v2/market/${'f'.repeat(64)}`), 404);
    expect(detail).toMatchObject({ code: 30002, message: 'market not found' });
    expectError(await get(`/api/v2/market/${'f'.repeat(63)}`), 400, 'marketId');
    expectError(await get(`/api/v2/market/${'g'.repeat(64)}`), 400, 'marketId');
  });
});
