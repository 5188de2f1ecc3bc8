import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsResponseSchema, type AccountBalance } from '#contract/account.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, growChain, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);

const keyOf = (a: AccountBalance) => [a.owner, a.asset, a.marketId, a.type].join('/');
/** Every account from the table, by (owner, asset, market, type) descending. */
async function allAccounts(): Promise<AccountBalance[]> {
  const rows = await t.db.query<{
    owner: string;
    asset_id: string;
    market_id: string;
    type: AccountBalance['type'];
    balance: string;
  }>('SELECT owner, asset_id, market_id, type, balance::text AS balance FROM accounts');
  return rows
    .map((r) => ({
      owner: r.owner,
      balance: r.balance,
      asset: r.asset_id,
      marketId: r.market_id,
      type: r.type,
    }))
    .sort((a, b) => (keyOf(a) < keyOf(b) ? 1 : -1));
}
async function list(query: string): Promise<AccountBalance[]> {
  const res = await get(`/api/v2/accounts?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return accountsResponseSchema.parse(res.json()).accounts.edges.map((e) => e.node);
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 30 });
});
afterAll(() => t.close());

describe('GET /api/v2/accounts', () => {
  it('lists every account with its balance, in the contract shape', async () => {
    const all = await allAccounts();
    expect(all.length).toBeGreaterThan(100);
    const first = await get('/api/v2/accounts');
    expect(first.statusCode).toBe(200);
    const { accounts } = accountsResponseSchema.parse(first.json());
    expect(accounts.edges.map((e) => e.node)).toEqual(all.slice(0, 1000));
    // Balances beyond 2^53 come through digit for digit.
    expect(all.some((a) => BigInt(a.balance) > 2n ** 53n)).toBe(true);
    expect(await list('')).toEqual(all);
  });

  it('filters by asset, parties (the network too), markets and account types', async () => {
    const all = await allAccounts();
    const asset = all[0]!.asset;
    expect(await list(`filter.assetId=${asset}`)).toEqual(all.filter((a) => a.asset === asset));
    const network = all.filter((a) => a.owner === 'network');
    expect(network.length).toBeGreaterThan(0);
    const party = all.find((a) => a.owner !== 'network')!.owner;
    expect(await list(`filter.partyIds=network&filter.partyIds=${party}`)).toEqual(
      all.filter((a) => a.owner === 'network' || a.owner === party),
    );
    const market = all.find((a) => a.marketId !== '')!.marketId;
    expect(await list(`filter.market_ids=${market}`)).toEqual(
      all.filter((a) => a.marketId === market),
    );
    // ACCOUNT_TYPE_MARGIN = 3, by its integer.
    expect(await list('filter.accountTypes=ACCOUNT_TYPE_GENERAL&filter.accountTypes=3')).toEqual(
      all.filter((a) => a.type === 'ACCOUNT_TYPE_GENERAL' || a.type === 'ACCOUNT_TYPE_MARGIN'),
    );
    expect(
      await list(
        `filter.partyIds=${party}&filter.accountTypes=ACCOUNT_TYPE_GENERAL&filter.assetId=${asset}`,
      ),
    ).toEqual(
      all.filter(
        (a) => a.owner === party && a.type === 'ACCOUNT_TYPE_GENERAL' && a.asset === asset,
      ),
    );
  });

  it('walks forwards and backwards, both orders, while blocks are added', async () => {
    for (const newestFirst of [true, false]) {
      const atStart = (await allAccounts()).map(keyOf);
      if (!newestFirst) atStart.reverse();
      for (const backward of [false, true]) {
        const walked = await walk<AccountBalance>(t.app, '/api/v2/accounts', {
          key: 'accounts',
          size: 400,
          newestFirst,
          backward,
          between: growChain(t.chain, 2, 3),
        });
        expectWalkCovers(walked.map(keyOf), atStart);
      }
    }
  });

  it.each([
    ['filter.assetId=abc', 'filter.assetId must be 64 hexadecimal characters'],
    ['filter.partyIds=Network', 'filter.partyIds must be 64 hexadecimal characters'],
    ['filter.marketIds=network', 'filter.marketIds must be 64 hexadecimal characters'],
    ['filter.accountTypes=ACCOUNT_TYPE_CHEQUE', 'filter.accountTypes has an unknown value'],
    ['filter.accountTypes=8', 'filter.accountTypes has an unknown value'],
    [`pagination.after=${Buffer.from('["a","b"]').toString('base64')}`, 'does not belong'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await get(`/api/v2/accounts?${query}`), 400, message);
  });
});
