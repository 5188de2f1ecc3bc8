import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liquidityProvisionsResponseSchema } from '#contract/liquidity.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

async function sqlIds(sql: string, params: unknown[] = []): Promise<string[]> {
  return (await t.db.query<{ id: string }>(sql, params)).map((r) => r.id);
}
async function listTransferIds(query: string): Promise<string[]> {
  const res = await get(`/api/v2/transfers?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return transfersResponseSchema.parse(res.json()).transfers.edges.map((e) => e.node.id);
}
async function listProvisionIds(query: string): Promise<string[]> {
  const res = await get(`/api/v2/liquidity/provisions?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { liquidityProvisions } = liquidityProvisionsResponseSchema.parse(res.json());
  return liquidityProvisions.edges.map((e) => e.node.id);
}
const LP_ORDER = 'ORDER BY created_ns DESC, id DESC';

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 200 });
}, 600_000);
afterAll(async () => t?.close());

describe('GET /api/v2/transfers', () => {
  it('lists every transfer newest first without a pubkey', async () => {
    const all = await sqlIds('SELECT id FROM transfers ORDER BY seq DESC');
    expect(await listTransferIds('')).toEqual(all);
    // Without a pubkey the direction is ignored.
    expect(await listTransferIds('direction=TRANSFER_DIRECTION_TRANSFER_FROM')).toEqual(all);
  });

  it('filters by pubkey in each direction as SQL says', async () => {
    const [row] = await t.db.query<{ from_party: string }>(
      'SELECT from_party FROM transfers ORDER BY seq LIMIT 1',
    );
    // A party of the network when no transfer happened: the lists are then empty.
    const party = row?.from_party.match(/^[0-9a-f]{64}$/) ? row.from_party : 'cd'.repeat(32);
    const cases = [
      ['TRANSFER_DIRECTION_TRANSFER_FROM', 'from_party = $1'],
      ['TRANSFER_DIRECTION_TRANSFER_TO', 'to_party = $1'],
      ['3', '(from_party = $1 OR to_party = $1)'],
    ] as const;
    for (const [direction, where] of cases) {
      expect(await listTransferIds(`pubkey=${party}&direction=${direction}`)).toEqual(
        await sqlIds(`SELECT id FROM transfers WHERE ${where} ORDER BY seq DESC`, [party]),
      );
    }
  });

  it('walks forwards without duplicates', async () => {
    const walked = await walk<{ id: string }>(t.app, '/api/v2/transfers', {
      key: 'transfers',
      size: 3,
    });
    expectWalkCovers(
      walked.map((n) => n.id),
      await sqlIds('SELECT id FROM transfers ORDER BY seq DESC'),
    );
  });

  it('400 for a malformed pubkey, a bad direction, or a pubkey without direction', async () => {
    const party = 'ab'.repeat(32);
    expectError(await get('/api/v2/transfers?pubkey=nothex&direction=3'), 400);
    expectError(await get(`/api/v2/transfers?pubkey=${party}&direction=SIDEWAYS`), 400);
    expectError(await get(`/api/v2/transfers?pubkey=${party}`), 400);
  });
});

describe('GET /api/v2/liquidity/provisions', () => {
  it('lists and filters by market, party, reference and live as SQL says', async () => {
    const all = await sqlIds(`SELECT id FROM liquidity_provisions ${LP_ORDER}`);
    expect(await listProvisionIds('')).toEqual(all);
    const [lp] = await t.db.query<{ market_id: string; party_id: string; record: string }>(
      'SELECT market_id, party_id, record FROM liquidity_provisions ORDER BY created_ns LIMIT 1',
    );
    const marketId = lp?.market_id ?? 'ef'.repeat(32);
    const partyId = lp?.party_id ?? 'ef'.repeat(32);
    const reference = lp ? (JSON.parse(lp.record) as { reference: string }).reference : 'x';
    expect(await listProvisionIds(`marketId=${marketId}`)).toEqual(
      await sqlIds(`SELECT id FROM liquidity_provisions WHERE market_id = $1 ${LP_ORDER}`, [
        marketId,
      ]),
    );
    expect(await listProvisionIds(`partyId=${partyId}&marketId=${marketId}`)).toEqual(
      await sqlIds(
        `SELECT id FROM liquidity_provisions WHERE party_id = $1 AND market_id = $2 ${LP_ORDER}`,
        [partyId, marketId],
      ),
    );
    if (reference) {
      expect(await listProvisionIds(`reference=${encodeURIComponent(reference)}`)).toEqual(
        await sqlIds(
          `SELECT id FROM liquidity_provisions WHERE record::jsonb ->> 'reference' = $1 ${LP_ORDER}`,
          [reference],
        ),
      );
    }
    expect(await listProvisionIds('live=true')).toEqual(
      await sqlIds(
        `SELECT id FROM liquidity_provisions
           WHERE status NOT IN ('STATUS_CANCELLED', 'STATUS_REJECTED', 'STATUS_STOPPED') ${LP_ORDER}`,
      ),
    );
  });

  it('walks forwards without duplicates', async () => {
    const walked = await walk<{ id: string }>(t.app, '/api/v2/liquidity/provisions', {
      key: 'liquidityProvisions',
      size: 2,
    });
    expectWalkCovers(
      walked.map((n) => n.id),
      await sqlIds(`SELECT id FROM liquidity_provisions ${LP_ORDER}`),
    );
  });

  it('400 for malformed ids and a bad live flag', async () => {
    expectError(await get('/api/v2/liquidity/provisions?marketId=nothex'), 400);
    expectError(await get('/api/v2/liquidity/provisions?partyId=12'), 400);
    expectError(await get('/api/v2/liquidity/provisions?live=maybe'), 400);
  });
});
