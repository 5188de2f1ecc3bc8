import type { APIRequestContext } from '@playwright/test';
import { expect, genesis, required, test } from './fixtures/test.ts';

const genesisMarketIds = new Set(
  (genesis as unknown as { markets: { id: string }[] }).markets.map((m) => m.id),
);

type Json = Record<string, never>;

/** The id `pick` finds in the answer to `path`. */
async function idFrom(request: APIRequestContext, path: string, pick: (body: Json) => unknown) {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return String(required(pick((await response.json()) as Json), `an id in ${path}`));
}

/** The first node's id of a connection (`{<key>: {edges: [{node: {id}}]}}`). */
const firstId = (key: string) => (body: Json) =>
  (body[key] as { edges: { node: { id: string } }[] } | undefined)?.edges[0]?.node.id;

/** Every kind of 64-hex id the search resolves: where to find one, the page it opens. */
const KINDS: {
  kind: string;
  list: string;
  pick: (body: Json) => unknown;
  page: (id: string) => string;
}[] = [
  {
    kind: 'transaction',
    list: '/rest/transactions?limit=1',
    // The block explorer's list: `{transactions: [{hash, …}]}`.
    pick: (body) => (body.transactions as { hash: string }[] | undefined)?.[0]?.hash,
    page: (id) => `/transactions/${id}`,
  },
  {
    kind: 'party',
    list: '/api/v2/parties?pagination.first=1',
    pick: firstId('parties'),
    page: (id) => `/parties/${id}`,
  },
  {
    kind: 'order',
    list: '/api/v2/orders?pagination.first=1',
    pick: firstId('orders'),
    page: (id) => `/orders/${id}`,
  },
  {
    // A market proposed by governance shares its proposal's id (the search then lists both):
    // a genesis market has no proposal.
    kind: 'market',
    list: '/api/v2/markets',
    pick: (body) =>
      (body.markets as { edges: { node: { id: string } }[] } | undefined)?.edges.find((e) =>
        genesisMarketIds.has(e.node.id),
      )?.node.id,
    page: (id) => `/markets/${id}`,
  },
  {
    // Likewise a proposal that creates no market (a new market's proposal shares its id).
    kind: 'proposal',
    list: '/api/v2/governances',
    pick: (body) =>
      (
        body.connection as
          | { edges: { node: { proposal: { id: string; terms: { newMarket?: unknown } } } }[] }
          | undefined
      )?.edges.find((e) => !e.node.proposal.terms.newMarket)?.node.proposal.id,
    page: (id) => `/governance/${id}`,
  },
  {
    kind: 'node',
    list: '/api/v2/nodes?pagination.first=1',
    pick: firstId('nodes'),
    page: (id) => `/validators/${id}`,
  },
  {
    kind: 'deposit',
    list: '/api/v2/deposits?pagination.first=1',
    pick: firstId('deposits'),
    page: (id) => `/deposits/${id}`,
  },
  {
    kind: 'withdrawal',
    list: '/api/v2/withdrawals?pagination.first=1',
    pick: firstId('withdrawals'),
    page: (id) => `/withdrawals/${id}`,
  },
];

for (const { kind, list, pick, page: pageOf } of KINDS) {
  test(`searching a ${kind} id opens its page`, async ({ page, request }) => {
    const found = await idFrom(request, list, pick);
    await page.goto('/');
    const search = page.getByRole('combobox', { name: /^Search by id/ });
    await search.fill(found);
    await search.press('Enter');
    // Ids are hex: the search may open them in either letter case.
    await expect(page).toHaveURL(new RegExp(`${pageOf(found)}$`, 'i'));
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/not found/i);
  });
}
