import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema, ordersResponseSchema, type Order } from '#contract/order.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, getJson, walk } from './page-walk.ts';

// One order and its versions, as the chain stored them (order_versions).
let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 60 });
});
afterAll(() => t.close());

describe('GET /api/v2/order/{orderId}', () => {
  it('returns the latest version, or the version asked for', async () => {
    const [v] = await t.db.query<{ id: string; record: string }>(
      `SELECT id, record FROM order_versions WHERE version = 1
         AND id IN (SELECT id FROM order_versions WHERE version = 2) ORDER BY id LIMIT 1`,
    );
    const [current] = await t.db.query<{ record: string }>(
      'SELECT record FROM order_versions WHERE id = $1 ORDER BY version DESC LIMIT 1',
      [v!.id],
    );
    const latest = await get(`/api/v2/order/${v!.id}`);
    expect(latest.statusCode).toBe(200);
    expect(orderResponseSchema.parse(latest.json()).order).toEqual(JSON.parse(current!.record));
    const first = await get(`/api/v2/order/${v!.id.toUpperCase()}?version=1`);
    expect(orderResponseSchema.parse(first.json()).order).toEqual(JSON.parse(v!.record));
    expect(first.json().order.version).toBe('1');
  });

  it('answers 404 for an unknown order or version, 400 for a malformed one', async () => {
    const detail = expectError(
      await get(`/api/v2/order/${'0'.repeat(64)}`),
      404,
      'order not found',
    );
    expect(detail.code).toBe(20006);
    const [one] = await t.db.query<{ id: string }>('SELECT id FROM orders_current LIMIT 1');
    expectError(await get(`/api/v2/order/${one!.id}?version=999`), 404, 'order not found');
    expectError(await get('/api/v2/order/xyz'), 400, 'orderId must be 64 hexadecimal characters');
    expectError(
      await get(`/api/v2/order/${one!.id}?version=v2`),
      400,
      'version must be an integer',
    );
    expectError(
      await get(`/api/v2/order/${one!.id}?version=4294967296`),
      400,
      'version must be between',
    );
  });
});

describe('GET /api/v2/order/versions/{orderId}', () => {
  it('lists every version, newest first by default and oldest first on request', async () => {
    const [most] = await t.db.query<{ id: string; n: string }>(
      'SELECT id, count(*)::text AS n FROM order_versions GROUP BY id ORDER BY count(*) DESC, id LIMIT 1',
    );
    expect(Number(most!.n)).toBeGreaterThan(1);
    const versions = async (query: string) => {
      const res = await get(`/api/v2/order/versions/${most!.id}?${query}`);
      expect(res.statusCode).toBe(200);
      return ordersResponseSchema.parse(res.json()).orders.edges.map((e) => e.node.version);
    };
    const ascending = Array.from({ length: Number(most!.n) }, (_, i) => String(i + 1));
    expect(await versions('')).toEqual([...ascending].reverse());
    expect(await versions('pagination.newestFirst=false')).toEqual(ascending);
    const walked = await walk<Order>(t.app, `/api/v2/order/versions/${most!.id}`, {
      key: 'orders',
      size: 1,
      newestFirst: false,
    });
    expect(walked.map((o) => o.version)).toEqual(ascending);
    expect(new Set(walked.map((o) => o.id))).toEqual(new Set([most!.id]));
  });

  it('answers 404 for an unknown order and 400 for a malformed id or cursor', async () => {
    expectError(await get(`/api/v2/order/versions/${'1'.repeat(64)}`), 404, 'order not found');
    expectError(await get('/api/v2/order/versions/123'), 400, 'orderId');
    const [one] = await t.db.query<{ id: string }>('SELECT id FROM orders_current LIMIT 1');
    const bad = Buffer.from('["one"]').toString('base64');
    expectError(await get(`/api/v2/order/versions/${one!.id}?pagination.after=${bad}`), 400);
  });
});
