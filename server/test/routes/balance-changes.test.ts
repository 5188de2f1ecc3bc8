import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsResponseSchema } from '#contract/account.ts';
import { balanceChangesResponseSchema } from '#contract/balance-change.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { walk } from './page-walk.ts';

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 40 });
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });
async function ok(url: string): Promise<unknown> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const changes = async (query: string) =>
  balanceChangesResponseSchema
    .parse(await ok(`/api/v2/balance/changes?${query}`))
    .balances.edges.map((e) => e.node);

describe('GET /api/v2/balance/changes', () => {
  it('ends, for every account of a party, at the balance the accounts list shows', async () => {
    const { owner: party } = (
      await t.db.query<{ owner: string }>(
        `SELECT to_owner AS owner FROM ledger_entries WHERE to_type = 'ACCOUNT_TYPE_MARGIN'
       ORDER BY seq DESC LIMIT 1`,
      )
    )[0]!;
    const accounts = accountsResponseSchema
      .parse(await ok(`/api/v2/accounts?filter.partyIds=${party}`))
      .accounts.edges.map((e) => e.node);
    const history = await changes(`filter.partyIds=${party}`);
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((c) => c.partyId === party)).toBe(true);
    for (const account of accounts) {
      // Newest first: the first change of the account is its balance now.
      const latest = history.find(
        (c) =>
          c.assetId === account.asset &&
          c.accountType === account.type &&
          (c.marketId ?? '') === account.marketId,
      );
      if (latest) expect(latest.balance).toBe(account.balance);
    }
    const margins = await changes(
      `filter.partyIds=${party}&filter.accountTypes=ACCOUNT_TYPE_MARGIN`,
    );
    expect(margins.length).toBeGreaterThan(0);
    expect(margins.every((c) => c.accountType === 'ACCOUNT_TYPE_MARGIN' && c.marketId)).toBe(true);
  });

  it('walks every change once and filters by time', async () => {
    const { n } = (
      await t.db.query<{ n: number }>('SELECT count(*)::int * 2 AS n FROM ledger_entries')
    )[0]!;
    const all = await walk(t.app, '/api/v2/balance/changes', { key: 'balances', size: 5000 });
    expect(all.length).toBe(n);
    const back = await walk(t.app, '/api/v2/balance/changes?pagination.newestFirst=false', {
      key: 'balances',
      size: 3000,
      newestFirst: false,
      backward: true,
    });
    expect(back).toEqual([...all].reverse());
    const { mid } = (
      await t.db.query<{ mid: string }>(
        'SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY time_ns)::text AS mid FROM ledger_entries',
      )
    )[0]!;
    const later = await changes(`dateRange.startTimestamp=${mid}&pagination.first=5000`);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((c) => BigInt(c.timestamp) >= BigInt(mid))).toBe(true);
  });

  it('answers an empty list for an unknown party and 400 for malformed filters', async () => {
    expect(await changes(`filter.partyIds=${'56'.repeat(32)}`)).toEqual([]);
    for (const q of [
      'filter.partyIds=x',
      'filter.accountTypes=ACCOUNT_TYPE_NOPE',
      'filter.assetId=1',
      'dateRange.startTimestamp=-1',
      'pagination.first=5001',
    ]) {
      const res = await get(`/api/v2/balance/changes?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
