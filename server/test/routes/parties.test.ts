import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesResponseSchema, partyResponseSchema, type Party } from '#contract/party.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

/** Parties = owners of accounts other than the network, id descending. */
async function partyIds(): Promise<string[]> {
  const rows = await t.db.query<{ owner: string }>('SELECT owner FROM accounts');
  return [...new Set(rows.map((r) => r.owner).filter((o) => o !== 'network'))].sort().reverse();
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 10 });
});
afterAll(() => t.close());

describe('GET /api/v2/parties', () => {
  it('lists every party that holds an account, in the contract shape', async () => {
    const expected = await partyIds();
    expect(expected.length).toBeGreaterThan(50);
    const res = await get('/api/v2/parties');
    expect(res.statusCode).toBe(200);
    const { parties } = partiesResponseSchema.parse(res.json());
    expect(parties.edges.map((e) => e.node.id)).toEqual(expected);
    expect(parties.edges[0]!.node).toEqual({ id: expected[0] });
  });

  it('covers every party that has placed an order', async () => {
    const orderParties = await t.db.query<{ party_id: string }>(
      'SELECT DISTINCT party_id FROM orders_current',
    );
    expect(orderParties.length).toBeGreaterThan(0);
    const listed = new Set(
      partiesResponseSchema
        .parse((await get('/api/v2/parties')).json())
        .parties.edges.map((e) => e.node.id),
    );
    for (const { party_id } of orderParties) expect(listed).toContain(party_id);
  });

  it('filters by partyId', async () => {
    const [, second] = await partyIds();
    const res = await get(`/api/v2/parties?partyId=${second!.toUpperCase()}`);
    expect(res.json().parties.edges.map((e: { node: Party }) => e.node.id)).toEqual([second]);
    const none = await get(`/api/v2/parties?party_id=${'0'.repeat(64)}`);
    expect(none.json().parties.edges).toEqual([]);
  });

  it('walks forwards and backwards, both orders, while blocks are added', async () => {
    for (const newestFirst of [true, false]) {
      const atStart = await partyIds();
      if (!newestFirst) atStart.reverse();
      for (const backward of [false, true]) {
        const walked = await walk<Party>(t.app, '/api/v2/parties', {
          key: 'parties',
          size: 40,
          newestFirst,
          backward,
          between: growChain(t.chain, 2, 2),
        });
        expectWalkCovers(
          walked.map((p) => p.id),
          atStart,
        );
      }
    }
  });

  it.each([
    ['partyId=networks', 'partyId must be 64 hexadecimal characters'],
    [`pagination.after=${Buffer.from('["a","b"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/parties?${query}`), 400, message);
  });
});

describe('GET /api/v2/party/{partyId}', () => {
  it('returns a party that has appeared', async () => {
    const [party] = await partyIds();
    const res = await get(`/api/v2/party/${party}`);
    expect(res.statusCode).toBe(200);
    expect(partyResponseSchema.parse(res.json())).toEqual({ party: { id: party } });
  });

  it('answers 404 for a party never seen, 400 for a malformed id', async () => {
    const detail = expectError(await get(`/api/v2/party/${'0'.repeat(64)}`), 404);
    expect(detail).toMatchObject({ code: 50002, message: 'party not found' });
    expectError(await get(`/api/v2/party/${'g'.repeat(64)}`), 400, 'partyId');
  });

  it('knows the network party, which is not listed among the traders', async () => {
    const res = await get('/api/v2/party/network');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ party: { id: 'network' } });
    const listed = await get('/api/v2/parties?partyId=network');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().parties.edges).toEqual([]);
  });
});
