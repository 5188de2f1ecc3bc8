import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntriesResponseSchema } from '#contract/ledger.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

interface Row {
  seq: string;
  time_ns: string;
  quantity: string;
  transfer_type: string;
  asset_id: string;
  from_owner: string;
  from_market: string;
  from_type: string;
  from_balance: string;
  to_owner: string;
  to_market: string;
  to_type: string;
  to_balance: string;
}

let t: ChainTestApp;

/** The first row of a query (tests only ask for rows that exist). */
const first = async <T extends object>(sql: string, params: unknown[] = []) =>
  (await t.db.query<T>(sql, params))[0]!;
/** The party with the most ledger entries: it trades, pays fees, moves margin. */
let party: string;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 75 });
  ({ party } = await first<{ party: string }>(
    `SELECT p AS party FROM (SELECT from_owner AS p FROM ledger_entries
       UNION ALL SELECT to_owner FROM ledger_entries) x
     WHERE p <> 'network' GROUP BY p ORDER BY count(*) DESC, p LIMIT 1`,
  ));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });

/** Expected nodes straight from the table, newest first; written out by hand from §3.2. */
const expected = async (where: string, params: unknown[] = []) =>
  (
    await t.db.query<Row>(`SELECT * FROM ledger_entries WHERE ${where} ORDER BY seq DESC`, params)
  ).map((r) => {
    const node: Record<string, string> = {
      timestamp: r.time_ns,
      quantity: r.quantity,
      transferType: r.transfer_type,
      assetId: r.asset_id,
      fromAccountType: r.from_type,
      toAccountType: r.to_type,
      fromAccountPartyId: r.from_owner,
      toAccountPartyId: r.to_owner,
      fromAccountBalance: r.from_balance,
      toAccountBalance: r.to_balance,
    };
    if (r.from_market) node.fromAccountMarketId = r.from_market;
    if (r.to_market) node.toAccountMarketId = r.to_market;
    return node;
  });

const history = async (query: string) => {
  const res = await get(`/api/v2/ledgerentry/history?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ledgerEntriesResponseSchema.parse(res.json()).ledgerEntries;
};
const nodes = async (query: string) => (await history(query)).edges.map((e) => e.node);

describe('GET /api/v2/ledgerentry/history', () => {
  it('lists the entries into a party, newest first', async () => {
    const want = await expected('to_owner = $1', [party]);
    expect(want.length).toBeGreaterThan(5);
    expect(await nodes(`filter.toAccountFilter.partyIds=${party}`)).toEqual(want);
  });

  it('lists the entries out of a party (snake_case names too)', async () => {
    const want = await expected('from_owner = $1', [party]);
    expect(await nodes(`filter.from_account_filter.party_ids=${party}`)).toEqual(want);
  });

  it('ORs the two account filters, or ANDs them with closeOnAccountFilters', async () => {
    const both = `filter.fromAccountFilter.partyIds=${party}&filter.toAccountFilter.partyIds=${party}`;
    expect(await nodes(both)).toEqual(
      await expected('(from_owner = $1 OR to_owner = $1)', [party]),
    );
    const own = await nodes(`${both}&filter.closeOnAccountFilters=true`);
    expect(own).toEqual(await expected('from_owner = $1 AND to_owner = $1', [party]));
    expect(own.length).toBeGreaterThan(0);
  });

  it('filters by transfer type (name or integer), account type, market and asset', async () => {
    const to = `filter.toAccountFilter.partyIds=${party}`;
    // 6 = TRANSFER_TYPE_MARGIN_LOW
    const margin = await nodes(
      `${to}&filter.transferTypes=6&filter.transferTypes=TRANSFER_TYPE_MTM_WIN`,
    );
    expect(margin).toEqual(
      await expected(
        "to_owner = $1 AND transfer_type IN ('TRANSFER_TYPE_MARGIN_LOW', 'TRANSFER_TYPE_MTM_WIN')",
        [party],
      ),
    );
    expect(margin.length).toBeGreaterThan(0);

    const intoMargin = await nodes(`${to}&filter.toAccountFilter.accountTypes=ACCOUNT_TYPE_MARGIN`);
    expect(intoMargin).toEqual(
      await expected("to_owner = $1 AND to_type = 'ACCOUNT_TYPE_MARGIN'", [party]),
    );

    const { to_market, asset_id } = await first<{ to_market: string; asset_id: string }>(
      "SELECT to_market, asset_id FROM ledger_entries WHERE to_owner = $1 AND to_market <> '' ORDER BY seq LIMIT 1",
      [party],
    );
    const inMarket = await nodes(`${to}&filter.toAccountFilter.marketIds=${to_market}`);
    expect(inMarket).toEqual(
      await expected('to_owner = $1 AND to_market = $2', [party, to_market]),
    );
    const inAsset = await nodes(`${to}&filter.toAccountFilter.assetId=${asset_id}`);
    expect(inAsset).toEqual(await expected('to_owner = $1 AND asset_id = $2', [party, asset_id]));
  });

  it('filters by time: start inclusive, end exclusive', async () => {
    const { t1, t2 } = await first<{ t1: string; t2: string }>(
      `SELECT min(time_ns) AS t1, max(time_ns) AS t2 FROM ledger_entries WHERE to_owner = $1`,
      [party],
    );
    const got = await nodes(
      `filter.toAccountFilter.partyIds=${party}&dateRange.startTimestamp=${t1}&dateRange.endTimestamp=${t2}`,
    );
    expect(got).toEqual(
      await expected('to_owner = $1 AND time_ns >= $2 AND time_ns < $3', [party, t1, t2]),
    );
    expect(got.some((n) => n.timestamp === t1)).toBe(true);
    expect(got.some((n) => n.timestamp === t2)).toBe(false);
  });

  it('pages forwards and backwards without gaps or duplicates while blocks are added', async () => {
    const q = `filter.fromAccountFilter.partyIds=${party}&filter.toAccountFilter.partyIds=${party}`;
    const atStart = await expected('(from_owner = $1 OR to_owner = $1)', [party]);
    const forward: unknown[] = [];
    let after = '';
    for (;;) {
      const conn = await history(
        `${q}&pagination.first=7${after && `&pagination.after=${encodeURIComponent(after)}`}`,
      );
      forward.push(...conn.edges.map((e) => e.node));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
      await t.chain.advance(1);
    }
    // Newest first: entries written meanwhile sort before the walk's start and never show up.
    expect(forward).toEqual(atStart);

    const now = await expected('(from_owner = $1 OR to_owner = $1)', [party]);
    const backward: unknown[] = [];
    let before = '';
    for (;;) {
      const conn = await history(
        `${q}&pagination.last=9&pagination.newestFirst=false${before && `&pagination.before=${encodeURIComponent(before)}`}`,
      );
      backward.unshift(...conn.edges.map((e) => e.node));
      if (!conn.pageInfo.hasPreviousPage) break;
      before = conn.pageInfo.startCursor;
    }
    expect(backward).toEqual([...now].reverse());
  });

  it.each([
    ['', 'limited to a single party'],
    [`filter.fromAccountFilter.assetId=${'a'.repeat(64)}`, 'limited to a single party'],
    [
      `filter.toAccountFilter.partyIds=${'a'.repeat(64)}&filter.toAccountFilter.partyIds=${'b'.repeat(64)}`,
      'limited to a single party',
    ],
    ['filter.toAccountFilter.partyIds=xyz', 'must be 64 hexadecimal characters'],
    [
      `filter.toAccountFilter.partyIds=${'a'.repeat(64)}&filter.transferTypes=NOPE`,
      'unknown value',
    ],
    [
      `filter.toAccountFilter.partyIds=${'a'.repeat(64)}&filter.toAccountFilter.accountTypes=99`,
      'unknown value',
    ],
    [
      `filter.toAccountFilter.partyIds=${'a'.repeat(64)}&dateRange.startTimestamp=9&dateRange.endTimestamp=1`,
      'must not be before',
    ],
  ])('answers 400 for "%s"', async (query, message) => {
    const res = await get(`/api/v2/ledgerentry/history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, message: 'InvalidArgument error' });
    expect(res.json().details[0].message).toContain(message);
  });

  it('accepts one party on each side', async () => {
    const other = 'f'.repeat(64);
    const got = await nodes(
      `filter.fromAccountFilter.partyIds=${party}&filter.toAccountFilter.partyIds=${other}`,
    );
    expect(got).toEqual(await expected('(from_owner = $1 OR to_owner = $2)', [party, other]));
  });
});
