import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, getJson } from './page-walk.ts';

/**
 * Inputs that could reach PostgreSQL unchecked or that Fastify would refuse in its own body
 * (found by the fuzz suite, test/fuzz/): each gets the spec §7 body, never a 5xx.
 */
let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);
const INT64_MAX = '9223372036854775807';
const INT64_MAX_PLUS_1 = '9223372036854775808';
const b64 = (value: unknown) =>
  encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));

let marketId: string;
beforeAll(async () => {
  // 60 blocks: some markets are out of their opening auction and have traded.
  t = await buildChainTestApp({ blocks: 60 });
  const [trade] = (await get('/api/v2/trades?pagination.first=1')).json().trades.edges;
  marketId = trade.node.marketId;
});
afterAll(async () => t?.close());

describe('cursors that cannot be ours', () => {
  it('refuses a numeric key beyond int64 (a bigint column) with 400', async () => {
    // Cursors of these lists hold one bigint key; 30 digits used to reach SQL and fail there.
    for (const list of ['snapshots', 'trades', 'deposits']) {
      const res = await get(`/api/v2/${list}?pagination.after=${b64(['9'.repeat(30)])}`);
      expectError(res, 400, 'cursor does not belong to this list');
    }
    const res = await get(`/api/v2/trades?pagination.after=${b64([INT64_MAX_PLUS_1])}`);
    expectError(res, 400, 'cursor does not belong to this list');
  });

  it('still pages from the largest int64', async () => {
    const res = await get(`/api/v2/trades?pagination.after=${b64([INT64_MAX])}`);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a text key holding NUL with 400', async () => {
    const res = await get(
      `/api/v2/orders?pagination.after=${b64(['1767225600000000000', 'a\u0000b'])}`,
    );
    expectError(res, 400, 'cursor does not belong to this list');
  });
});

describe('uint64 parameters looked up in bigint columns', () => {
  it.each([
    ['/api/v2/nodes?epochSeq=', 'epochSeq'],
    ['/api/v2/epoch?id=', 'id'],
    ['/rest/transactions?filters[block.height]=', 'filters[block.height]'],
  ])('%s beyond int64 is a 400 naming %s', async (prefix, name) => {
    expectError(
      await get(`${prefix}${INT64_MAX_PLUS_1}`),
      400,
      `${name} must fit in 64 signed bits`,
    );
  });

  it('the largest int64 is just a value nothing has', async () => {
    expect((await get(`/api/v2/nodes?epochSeq=${INT64_MAX}`)).json().nodes.edges).toEqual([]);
    expectError(await get(`/api/v2/epoch?id=${INT64_MAX}`), 404);
    const res = await get(`/rest/transactions?filters[block.height]=${INT64_MAX}`);
    expect(res.json().transactions).toEqual([]);
  });
});

describe('text parameters with a NUL character (PostgreSQL text cannot hold one)', () => {
  it.each([
    '/api/v2/orders?filter.reference=a%00b',
    '/api/v2/governance?reference=a%00b',
    '/api/v2/governances?proposalReference=%00',
    '/api/v2/liquidity/provisions?reference=%00',
    '/network/parameters?networkParameterKey=spam%00',
    '/api/v2/network/parameters/spam%00',
  ])('%s is a 400', async (url) => {
    expectError(await get(url), 400, 'must not contain NUL characters');
  });
});

describe('paths the router refuses', () => {
  it('answers a malformed escape with 400 and the spec body', async () => {
    const res = await get('/api/v2/asset/%zz');
    expectError(res, 400, 'malformed request');
  });

  it('answers a path parameter over the length limit with 414 and the spec body', async () => {
    const res = await get(`/api/v2/asset/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    const body = errorBodySchema.parse(res.json());
    expect(body).toMatchObject({ code: 3, details: [{ message: 'path parameter too long' }] });
  });
});

describe('candle time bounds near the top of int64', () => {
  const candles = async (query: string) => {
    const res = await get(`/api/v2/candle?candleId=trades_candle_1_minute_${marketId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().candles.edges as unknown[];
  };

  it('a start there selects nothing, an end there everything', async () => {
    const all = await candles('');
    expect(all.length).toBeGreaterThan(0);
    expect(await candles(`&fromTimestamp=${BigInt(INT64_MAX) - 2n}`)).toEqual([]);
    expect(await candles(`&toTimestamp=${BigInt(INT64_MAX) - 2n}`)).toEqual(all);
  });
});
