import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marginLevelsResponseSchema, type MarginLevels } from '#contract/margin.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

const keyOf = (m: MarginLevels) => `${m.partyId}/${m.marketId}`;
/** Every margin level from the table, by (party, market) descending: the default order. */
async function allLevels(): Promise<MarginLevels[]> {
  const rows = await t.db.query<{ record: string }>('SELECT record FROM margin_levels');
  return rows
    .map((r) => JSON.parse(r.record) as MarginLevels)
    .sort((a, b) => (keyOf(a) < keyOf(b) ? 1 : -1));
}
async function list(query: string): Promise<MarginLevels[]> {
  const res = await get(`/api/v2/margin/levels?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return marginLevelsResponseSchema.parse(res.json()).marginLevels.edges.map((e) => e.node);
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 30 });
});
afterAll(() => t.close());

describe('GET /api/v2/margin/levels', () => {
  it('lists every party and market when unfiltered, in the contract shape', async () => {
    const all = await allLevels();
    expect(all.length).toBeGreaterThan(50);
    expect(await list('')).toEqual(all);
  });

  it('filters by partyId and by marketId', async () => {
    const all = await allLevels();
    const party = all[0]!.partyId;
    const market = all[all.length - 1]!.marketId;
    expect(await list(`partyId=${party}`)).toEqual(all.filter((m) => m.partyId === party));
    expect(await list(`market_id=${market}`)).toEqual(all.filter((m) => m.marketId === market));
    const both = all.filter((m) => m.partyId === party && m.marketId === all[0]!.marketId);
    expect(both).toHaveLength(1);
    expect(await list(`partyId=${party}&marketId=${all[0]!.marketId}`)).toEqual(both);
  });

  it('walks forwards and backwards, both orders, while blocks are added', async () => {
    for (const newestFirst of [true, false]) {
      const atStart = (await allLevels()).map(keyOf);
      if (!newestFirst) atStart.reverse();
      for (const backward of [false, true]) {
        const walked = await walk<MarginLevels>(t.app, '/api/v2/margin/levels', {
          key: 'marginLevels',
          size: 150,
          newestFirst,
          backward,
          between: growChain(t.chain, 2, 3),
        });
        expectWalkCovers(walked.map(keyOf), atStart);
      }
    }
  });

  it.each([
    ['partyId=nobody', 'partyId must be 64 hexadecimal characters'],
    ['marketId=' + 'a'.repeat(65), 'marketId must be 64 hexadecimal characters'],
    ['pagination.newestFirst=sometimes', 'pagination.newestFirst must be true or false'],
    [`pagination.before=${Buffer.from('["a"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/margin/levels?${query}`), 400, message);
  });
});
