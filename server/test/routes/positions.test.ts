import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionsResponseSchema, type Position } from '#contract/position.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

const keyOf = (p: Position) => `${p.partyId}/${p.marketId}`;
/** Every position from the table, by (party, market) descending: the default order. */
async function allPositions(): Promise<Position[]> {
  const rows = await t.db.query<{ record: string }>('SELECT record FROM positions');
  return rows
    .map((r) => JSON.parse(r.record) as Position)
    .sort((a, b) => (keyOf(a) < keyOf(b) ? 1 : -1));
}
const expectedKeys = async (keep: (p: Position) => boolean) =>
  (await allPositions()).filter(keep).map(keyOf);
async function listKeys(query: string): Promise<string[]> {
  const res = await get(`/api/v2/positions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return positionsResponseSchema.parse(res.json()).positions.edges.map((e) => keyOf(e.node));
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 70 });
});
afterAll(() => t.close());

describe('GET /api/v2/positions', () => {
  it('lists every position in the contract shape, as the chain wrote it', async () => {
    const all = await allPositions();
    expect(all.length).toBeGreaterThan(10);
    const res = await get('/api/v2/positions');
    expect(res.statusCode).toBe(200);
    const { positions } = positionsResponseSchema.parse(res.json());
    expect(positions.edges.map((e) => e.node)).toEqual(all);
  });

  it('filters by filter.partyIds and filter.marketIds, and by the older partyId/marketId', async () => {
    const all = await allPositions();
    const parties = [...new Set(all.map((p) => p.partyId))].sort();
    const markets = [...new Set(all.map((p) => p.marketId))].sort();
    const [p1, p2] = parties;
    const [m1, m2] = markets;
    expect(await listKeys(`filter.partyIds=${p1}&filter.partyIds=${p2}`)).toEqual(
      await expectedKeys((p) => p.partyId === p1 || p.partyId === p2),
    );
    expect(await listKeys(`filter.market_ids=${m1}`)).toEqual(
      await expectedKeys((p) => p.marketId === m1),
    );
    expect(await listKeys(`partyId=${p1}`)).toEqual(await expectedKeys((p) => p.partyId === p1));
    expect(await listKeys(`marketId=${m2}&partyId=${p2}`)).toEqual(
      await expectedKeys((p) => p.marketId === m2 && p.partyId === p2),
    );
    // Both forms given: their ids join one list.
    expect(await listKeys(`filter.marketIds=${m1}&marketId=${m2}`)).toEqual(
      await expectedKeys((p) => p.marketId === m1 || p.marketId === m2),
    );
    expect(await listKeys(`partyId=${'0'.repeat(64)}`)).toEqual([]);
  });

  it('walks forwards and backwards, both orders, while blocks are added', async () => {
    for (const newestFirst of [true, false]) {
      const atStart = (await allPositions()).map(keyOf);
      if (!newestFirst) atStart.reverse();
      for (const backward of [false, true]) {
        const walked = await walk<Position>(t.app, '/api/v2/positions', {
          key: 'positions',
          size: 9,
          newestFirst,
          backward,
          between: growChain(t.chain),
        });
        expectWalkCovers(walked.map(keyOf), atStart);
        // Positions opened meanwhile are in key order too.
        const keys = walked.map(keyOf);
        const sorted = [...keys].sort();
        expect(keys).toEqual(newestFirst ? sorted.reverse() : sorted);
      }
    }
  });

  it.each([
    ['filter.partyIds=networks', 'filter.partyIds must be 64 hexadecimal characters'],
    ['marketId=123', 'marketId must be 64 hexadecimal characters'],
    ['pagination.first=1.5', 'pagination.first must be an integer'],
    [`pagination.after=${Buffer.from('["a"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/positions?${query}`), 400, message);
  });
});
