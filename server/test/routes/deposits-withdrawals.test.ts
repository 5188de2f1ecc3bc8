import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositResponseSchema, depositsResponseSchema } from '#contract/deposit.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

let t: ChainTestApp;

/** The first row of a query (tests only ask for rows that exist). */
const first = async <T extends object>(sql: string, params: unknown[] = []) =>
  (await t.db.query<T>(sql, params))[0]!;
beforeAll(async () => {
  // Withdrawals start once the genesis deposits are in (about block 10).
  t = await buildChainTestApp({ blocks: 60 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });

const depositIds = async (where = '', params: unknown[] = []) =>
  (
    await t.db.query<{ id: string }>(`SELECT id FROM deposits ${where} ORDER BY seq DESC`, params)
  ).map((r) => r.id);

const listDeposits = async (query: string) => {
  const res = await get(`/api/v2/deposits?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return depositsResponseSchema.parse(res.json()).deposits;
};

describe('GET /api/v2/deposits', () => {
  it('lists every deposit newest first, as the chain stored it', async () => {
    const conn = await listDeposits('');
    const ids = await depositIds();
    expect(ids.length).toBeGreaterThan(10);
    expect(conn.edges.map((e) => e.node.id)).toEqual(ids.slice(0, 1000));
    const [row] = await t.db.query<{ record: string }>(
      'SELECT record FROM deposits ORDER BY seq DESC LIMIT 1',
    );
    expect(conn.edges[0]?.node).toEqual(JSON.parse(row!.record));
  });

  it('filters by party and by creation time (start inclusive, end exclusive)', async () => {
    const { party_id } = await first<{ party_id: string }>(
      'SELECT party_id FROM deposits GROUP BY party_id ORDER BY count(*) DESC, party_id LIMIT 1',
    );
    const byParty = await listDeposits(`partyId=${party_id}`);
    expect(byParty.edges.map((e) => e.node.id)).toEqual(
      await depositIds('WHERE party_id = $1', [party_id]),
    );
    expect(byParty.edges.every((e) => e.node.partyId === party_id)).toBe(true);

    const times = (
      await t.db.query<{ t: string }>(
        'SELECT DISTINCT created_ns::text AS t FROM deposits ORDER BY 1',
      )
    ).map((r) => r.t);
    expect(times.length).toBeGreaterThan(2);
    const [start, end] = [times[1]!, times[2]!];
    const inRange = await listDeposits(
      `dateRange.startTimestamp=${start}&dateRange.endTimestamp=${end}`,
    );
    expect(inRange.edges.map((e) => e.node.id)).toEqual(
      await depositIds('WHERE created_ns = $1', [start]),
    );
    const fromStart = await listDeposits(`date_range.start_timestamp=${start}&partyId=${party_id}`);
    expect(fromStart.edges.map((e) => e.node.id)).toEqual(
      await depositIds('WHERE created_ns >= $1 AND party_id = $2', [start, party_id]),
    );
  });

  it('filters by asset (our extension), alone and with a party', async () => {
    const assets = await t.db.query<{ asset_id: string; party_id: string }>(
      'SELECT asset_id, min(party_id) AS party_id FROM deposits GROUP BY asset_id ORDER BY asset_id',
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const { asset_id, party_id } of assets) {
      const byAsset = await listDeposits(`assetId=${asset_id}`);
      expect(byAsset.edges.map((e) => e.node.id)).toEqual(
        await depositIds('WHERE asset_id = $1', [asset_id]),
      );
      const both = await listDeposits(`assetId=${asset_id}&partyId=${party_id}`);
      expect(both.edges.map((e) => e.node.id)).toEqual(
        await depositIds('WHERE asset_id = $1 AND party_id = $2', [asset_id, party_id]),
      );
      expect(both.edges.length).toBeGreaterThan(0);
    }
    const malformed = await get('/api/v2/deposits?assetId=xyz');
    expect(malformed.statusCode).toBe(400);
  });

  it('walks forwards and backwards without gaps or duplicates, also across new blocks', async () => {
    const atStart = await depositIds();
    const forward: string[] = [];
    let after = '';
    for (;;) {
      const conn = await listDeposits(
        `pagination.first=37${after && `&pagination.after=${encodeURIComponent(after)}`}`,
      );
      forward.push(...conn.edges.map((e) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
      await t.chain.advance(1);
    }
    expect(forward).toEqual(atStart);

    const now = await depositIds();
    const backward: string[] = [];
    let before = '';
    for (;;) {
      const conn = await listDeposits(
        `pagination.last=41${before && `&pagination.before=${encodeURIComponent(before)}`}`,
      );
      backward.unshift(...conn.edges.map((e) => e.node.id));
      if (!conn.pageInfo.hasPreviousPage) break;
      before = conn.pageInfo.startCursor;
    }
    expect(backward).toEqual(now);
  });

  it.each([
    ['partyId=nope', 'partyId must be 64 hexadecimal characters'],
    ['dateRange.startTimestamp=x', 'must be an unsigned 64-bit integer'],
    ['dateRange.startTimestamp=5&dateRange.endTimestamp=4', 'must not be before'],
    ['pagination.first=0', 'page size must be positive'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(`/api/v2/deposits?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, message: 'InvalidArgument error' });
    expect(res.json().details[0].message).toContain(message);
  });
});

describe('GET /api/v2/deposit/{id}', () => {
  it('returns the deposit, accepting upper-case hex', async () => {
    const [row] = await t.db.query<{ id: string; record: string }>(
      'SELECT id, record FROM deposits ORDER BY seq LIMIT 1 OFFSET 3',
    );
    const res = await get(`/api/v2/deposit/${row!.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(depositResponseSchema.parse(res.json())).toEqual({ deposit: JSON.parse(row!.record) });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(`/api/v2/deposit/${'0'.repeat(64)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 5, message: 'NotFound error' });
    expect((await get('/api/v2/deposit/xyz')).statusCode).toBe(400);
  });
});

describe('withdrawals', () => {
  it('lists the withdrawals the chain stored, newest first, by party and by id', async () => {
    const rows = await t.db.query<{ id: string; party_id: string; record: string }>(
      'SELECT id, party_id, record FROM withdrawals ORDER BY seq DESC',
    );
    expect(rows.length).toBeGreaterThan(0);
    const all = withdrawalsResponseSchema.parse(
      (await get('/api/v2/withdrawals')).json(),
    ).withdrawals;
    expect(all.edges.map((e) => e.node)).toEqual(rows.map((r) => JSON.parse(r.record)));

    const party = rows[0]!.party_id;
    const mine = withdrawalsResponseSchema.parse(
      (await get(`/api/v2/withdrawals?partyId=${party}`)).json(),
    ).withdrawals;
    expect(mine.edges.map((e) => e.node.id)).toEqual(
      rows.filter((r) => r.party_id === party).map((r) => r.id),
    );

    const one = await get(`/api/v2/withdrawal/${rows[0]!.id}`);
    expect(withdrawalResponseSchema.parse(one.json())).toEqual({
      withdrawal: JSON.parse(rows[0]!.record),
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/api/v2/withdrawal/${'1'.repeat(64)}`)).statusCode).toBe(404);
    expect((await get('/api/v2/withdrawal/bad')).statusCode).toBe(400);
  });
});
