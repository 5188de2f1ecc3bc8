import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersResponseSchema, type Order } from '#contract/order.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

/** Two orders the simulation never makes (a reference, a liquidity order), copied from a real one. */
const REF_ID = 'ab'.repeat(32);
const LP_ID = 'cd'.repeat(32);

interface Row {
  order: Order;
  timeNs: bigint;
  isLiquidity: boolean;
}
/** Every current order, read straight from the table the chain wrote. */
async function allRows(): Promise<Row[]> {
  const rows = await t.db.query<{ record: string; time_ns: string; is_liquidity: boolean }>(
    // The record is the order's newest version (stored once, in order_versions).
    `SELECT v.record, c.time_ns, c.is_liquidity FROM orders_current c
     JOIN order_versions v ON v.id = c.id
       AND v.version = (SELECT max(version) FROM order_versions WHERE id = c.id)`,
  );
  return rows.map((r) => ({
    order: JSON.parse(r.record) as Order,
    timeNs: BigInt(r.time_ns),
    isLiquidity: r.is_liquidity,
  }));
}
/** Newest first: createdAt descending, then id descending (compared as text). */
const newestFirst = (a: Order, b: Order) => {
  const byTime = BigInt(b.createdAt) - BigInt(a.createdAt);
  if (byTime !== 0n) return byTime > 0n ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};
const ids = (orders: Order[]) => orders.map((o) => o.id);
const expectedIds = (rows: Row[], keep: (r: Row) => boolean) =>
  ids(
    rows
      .filter(keep)
      .map((r) => r.order)
      .sort(newestFirst),
  );
async function listIds(query: string): Promise<string[]> {
  const res = await get(`/api/v2/orders?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ids(ordersResponseSchema.parse(res.json()).orders.edges.map((e) => e.node));
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 60 });
  const [src] = await t.db.query<Record<string, unknown> & { record: string }>(
    `SELECT c.*, v.record, v.block_height FROM orders_current c
     JOIN order_versions v ON v.id = c.id AND v.version = c.version
     ORDER BY c.created_ns, c.id LIMIT 1`,
  );
  for (const [id, reference, lp] of [
    [REF_ID, 'my-ref', ''],
    [LP_ID, '', 'ef'.repeat(32)],
  ] as const) {
    const record = {
      ...(JSON.parse(src!.record) as Order),
      id,
      reference,
      liquidityProvisionId: lp,
    };
    await t.db.query(
      `INSERT INTO orders_current (id, market_id, party_id, status, type, time_in_force, reference,
         is_liquidity, created_ns, time_ns, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        src!.market_id,
        src!.party_id,
        src!.status,
        src!.type,
        src!.time_in_force,
        reference,
        lp !== '',
        src!.created_ns,
        src!.time_ns,
        src!.version,
      ],
    );
    await t.db.query(
      'INSERT INTO order_versions (id, version, block_height, time_ns, record) VALUES ($1, $2, $3, $4, $5)',
      [id, src!.version, src!.block_height, src!.time_ns, JSON.stringify(record)],
    );
  }
});
afterAll(() => t.close());

describe('GET /api/v2/orders', () => {
  it('returns the first 1000 orders, newest first, in the contract shape', async () => {
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(1000);
    const res = await get('/api/v2/orders');
    expect(res.statusCode).toBe(200);
    const { orders } = ordersResponseSchema.parse(res.json());
    expect(ids(orders.edges.map((e) => e.node))).toEqual(
      expectedIds(rows, () => true).slice(0, 1000),
    );
    expect(orders.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(orders.pageInfo.endCursor).toBe(orders.edges[999]!.cursor);
  });

  it('lists each order once, as its latest version', async () => {
    const [amended] = await t.db.query<{ id: string; version: string; record: string }>(
      `SELECT v.id, v.version, v.record FROM order_versions v
       WHERE v.version = (SELECT max(version) FROM order_versions WHERE id = v.id) AND v.version > 1
       ORDER BY v.id LIMIT 1`,
    );
    const all = await listIds('');
    expect(all.filter((id) => id === amended!.id)).toHaveLength(1);
    const res = await get(
      `/api/v2/orders?filter.partyIds=${(JSON.parse(amended!.record) as Order).partyId}&pagination.first=5000`,
    );
    const node = ordersResponseSchema
      .parse(res.json())
      .orders.edges.find((e) => e.node.id === amended!.id)!.node;
    expect(node).toEqual(JSON.parse(amended!.record));
    expect(node.version).toBe(amended!.version);
  });

  it('filters by statuses (repeated, by name or integer) and liveOnly', async () => {
    const rows = await allRows();
    const filled = expectedIds(rows, (r) =>
      ['STATUS_FILLED', 'STATUS_REJECTED'].includes(r.order.status),
    );
    expect(filled.length).toBeGreaterThan(0);
    // STATUS_REJECTED = 6
    expect(await listIds('filter.statuses=STATUS_FILLED&filter.statuses=6')).toEqual(filled);
    const live = expectedIds(rows, (r) =>
      ['STATUS_ACTIVE', 'STATUS_PARKED'].includes(r.order.status),
    );
    expect(live.length).toBeGreaterThan(0);
    expect(await listIds('filter.liveOnly=true')).toEqual(live);
    expect(await listIds('filter.live_only=true&filter.statuses=STATUS_PARKED')).toEqual(
      expectedIds(rows, (r) => r.order.status === 'STATUS_PARKED'),
    );
  });

  it('filters by types and timeInForces', async () => {
    const rows = await allRows();
    const market = expectedIds(rows, (r) => r.order.type === 'TYPE_MARKET');
    expect(market.length).toBeGreaterThan(0);
    expect(await listIds('filter.types=TYPE_MARKET')).toEqual(market);
    const gtt = expectedIds(rows, (r) =>
      ['TIME_IN_FORCE_GTT', 'TIME_IN_FORCE_GFA'].includes(r.order.timeInForce),
    );
    expect(gtt.length).toBeGreaterThan(0);
    expect(
      await listIds(
        'filter.time_in_forces=TIME_IN_FORCE_GTT&filter.time_in_forces=TIME_IN_FORCE_GFA',
      ),
    ).toEqual(gtt);
  });

  it('filters by partyIds and marketIds (any of the listed, upper-case hex accepted)', async () => {
    const rows = await allRows();
    const [p1, p2] = [...new Set(rows.map((r) => r.order.partyId))].sort();
    const m1 = rows[0]!.order.marketId;
    expect(await listIds(`filter.partyIds=${p1!.toUpperCase()}&filter.partyIds=${p2}`)).toEqual(
      expectedIds(rows, (r) => r.order.partyId === p1 || r.order.partyId === p2),
    );
    const inMarket = expectedIds(rows, (r) => r.order.marketId === m1);
    expect(await listIds(`filter.marketIds=${m1}`)).toEqual(inMarket);
    expect(await listIds(`filter.marketIds=${m1}&filter.partyIds=${p1}`)).toEqual(
      expectedIds(rows, (r) => r.order.marketId === m1 && r.order.partyId === p1),
    );
  });

  it('filters by reference, and leaves out liquidity orders when asked either way', async () => {
    expect(await listIds('filter.reference=my-ref')).toEqual([REF_ID]);
    expect(await listIds('filter.reference=nobody')).toEqual([]);
    const rows = await allRows();
    expect(rows.some((r) => r.order.id === LP_ID && r.isLiquidity)).toBe(true);
    const nonLp = expectedIds(rows, (r) => r.order.liquidityProvisionId === '');
    expect(await listIds('filter.excludeLiquidity=true')).toEqual(nonLp);
    expect(await listIds('filter.includeLiquidity=false')).toEqual(nonLp);
    expect(await listIds('filter.excludeLiquidity=false')).toContain(LP_ID);
  });

  it('filters by the block time of the latest version: start inclusive, end exclusive', async () => {
    const rows = await allRows();
    const times = [...new Set(rows.map((r) => r.timeNs))].sort((a, b) => (a < b ? -1 : 1));
    const start = times[2]!;
    const end = times[5]!;
    const expected = expectedIds(rows, (r) => r.timeNs >= start && r.timeNs < end);
    expect(expected.length).toBeGreaterThan(0);
    expect(
      await listIds(
        `filter.dateRange.startTimestamp=${start}&filter.dateRange.endTimestamp=${end}`,
      ),
    ).toEqual(expected);
    expect(await listIds(`filter.date_range.start_timestamp=${start}`)).toEqual(
      expectedIds(rows, (r) => r.timeNs >= start),
    );
  });

  it('serves oldest first on newestFirst=false (the reference refuses it)', async () => {
    const rows = await allRows();
    expect(await listIds('pagination.newestFirst=false&filter.statuses=STATUS_ACTIVE')).toEqual(
      expectedIds(rows, (r) => r.order.status === 'STATUS_ACTIVE').reverse(),
    );
  });

  it.each([false, true])(
    'walks forwards and backwards (newestFirst=%s) while blocks are added, each order once',
    async (newestFirstFlag) => {
      const atStart = expectedIds(await allRows(), () => true);
      if (!newestFirstFlag) atStart.reverse();
      const options = { key: 'orders', size: 400, newestFirst: newestFirstFlag };
      const forwards = ids(
        await walk<Order>(t.app, '/api/v2/orders', { ...options, between: growChain(t.chain) }),
      );
      expectWalkCovers(forwards, atStart);
      const backwards = ids(
        await walk<Order>(t.app, '/api/v2/orders', {
          ...options,
          backward: true,
          between: growChain(t.chain),
        }),
      );
      expectWalkCovers(backwards, atStart);
      // The lists walked are in key order throughout, new orders included.
      const rows = new Map((await allRows()).map((r) => [r.order.id, r.order]));
      for (const walked of [forwards, backwards]) {
        const sorted = walked.map((id) => rows.get(id)!).sort(newestFirst);
        expect(walked).toEqual(newestFirstFlag ? ids(sorted) : ids(sorted).reverse());
      }
    },
  );

  it.each([
    ['filter.statuses=STATUS_NOPE', 'filter.statuses has an unknown value'],
    ['filter.types=99', 'filter.types has an unknown value'],
    ['filter.partyIds=abc', 'filter.partyIds must be 64 hexadecimal characters'],
    ['filter.marketIds=network', 'filter.marketIds must be 64 hexadecimal characters'],
    ['filter.liveOnly=yes', 'filter.liveOnly must be true or false'],
    ['filter.excludeLiquidity=2', 'filter.excludeLiquidity must be true or false'],
    ['filter.dateRange.startTimestamp=-5', 'filter.dateRange.startTimestamp'],
    ['filter.dateRange.endTimestamp=1e9', 'filter.dateRange.endTimestamp'],
    ['filter.dateRange.startTimestamp=99999999999999999999', 'filter.dateRange.startTimestamp'],
    ['filter.dateRange.startTimestamp=20&filter.dateRange.endTimestamp=10', 'must not be before'],
    ['pagination.after=notacursor', 'cursor cannot be decoded'],
    // A cursor of another list (one numeric key) does not fit (createdAt, id).
    [`pagination.after=${Buffer.from('["5"]').toString('base64')}`, 'does not belong'],
    [`pagination.after=${Buffer.from('["x","y"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/orders?${query}`), 400, message);
  });
});
