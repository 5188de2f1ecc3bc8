import type { APIRequestContext } from '@playwright/test';
import { expect, required, test } from './fixtures/test.ts';

/*
 * Oracle specs and their data, the network's treasury, rewards per
 * epoch, party and validator, the remembered relative/absolute time toggle, and the party
 * ledger that fits a laptop. Ids and amounts are read from the API, independently of the page.
 */

const SITE = 'Trading Network Explorer';

async function body<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

interface MarketNode {
  id: string;
  tradableInstrument: {
    instrument: {
      code: string;
      future?: { dataSourceSpecForSettlementData: { id: string } };
    };
  };
}

test('a market’s settlement source opens its oracle spec, its data and the spec list', async ({
  page,
  request,
}) => {
  const markets = await body<{ markets: { edges: { node: MarketNode }[] } }>(
    request,
    '/api/v2/markets',
  );
  const market = required(
    markets.markets.edges.map((e) => e.node).find((m) => m.tradableInstrument.instrument.future),
    'a future market',
  );
  const specId = required(
    market.tradableInstrument.instrument.future?.dataSourceSpecForSettlementData.id,
    'its settlement spec',
  );
  const data = await body<{ oracleData: { edges: unknown[] } }>(
    request,
    `/api/v2/oracle/data?oracleSpecId=${specId}&pagination.first=1`,
  );

  await page.goto(`/markets/${market.id}?tab=config`);
  await page
    .getByRole('region', { name: 'Settlement data source' })
    .getByRole('link', { name: `${specId.slice(0, 6)}…${specId.slice(-4)}` })
    .click();
  await expect(page).toHaveURL(`/oracles/${specId}`);
  await expect(page).toHaveTitle(`Oracle spec ${specId.slice(0, 6)}…${specId.slice(-4)} · ${SITE}`);
  await expect(page.getByRole('main').getByText(specId, { exact: true })).toBeVisible();
  // The market it came from is among the markets using the spec.
  await expect(
    page.getByRole('main').getByRole('link', { name: market.tradableInstrument.instrument.code }),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: 'Oracle data' }).getByRole('row');
  if (data.oracleData.edges.length > 0) await expect(rows.nth(1)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Oracles' })
    .click();
  await expect(page).toHaveURL('/oracles');
  await expect(page).toHaveTitle(`Oracles · Network · ${SITE}`);
  const specs = page.getByRole('table', { name: 'Oracle specs' });
  await expect(
    specs.getByRole('link', { name: `${specId.slice(0, 6)}…${specId.slice(-4)}` }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('deactivated');
  await expect(page).toHaveURL('/oracles?status=deactivated');
});

test('an oracle data transaction links to the specs listening for it', async ({
  page,
  request,
}) => {
  const list = await body<{ transactions: { hash: string }[] }>(
    request,
    `/rest/transactions?limit=1&${encodeURIComponent('filters[cmd.type]')}=${encodeURIComponent('Submit Oracle Data')}`,
  );
  const hash = required(list.transactions[0]?.hash, 'an oracle data transaction');
  await page.goto(`/transactions/${hash}`);
  const link = page.getByRole('main').locator('a[href^="/oracles/"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/oracles\/[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Oracle spec/ })).toBeVisible();
});

test('the treasury shows the network’s pools by name, rewards each epoch’s payouts', async ({
  page,
  request,
}) => {
  interface Summary {
    epoch: string;
  }
  const summaries = await body<{ summaries: { edges: { node: Summary }[] } }>(
    request,
    '/api/v2/rewards/epoch/summaries?pagination.newestFirst=true',
  );
  await page.goto('/network');
  const tabs = page.getByRole('navigation', { name: 'Network sections' });
  await tabs.getByRole('link', { name: 'Treasury' }).click();
  await expect(page).toHaveURL('/network?tab=treasury');
  await expect(page).toHaveTitle(`Treasury · Network · ${SITE}`);
  await expect(page.getByRole('heading', { name: 'Reward pools' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Global insurance' })).toBeVisible();
  // No raw integers: every balance names its asset.
  const pools = page.getByRole('table', { name: 'Reward pools' });
  await expect(pools.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
    /^[\d,.]+ (VOTE|USDC|tDAI|WETH|WBTC|LINK|AAVE|COMP|GRT|UNI)$/,
  );
  await expect(pools).not.toContainText('(raw)');

  await tabs.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL('/network?tab=rewards');
  const newest = required(summaries.summaries.edges[0]?.node.epoch, 'an epoch reward summary');
  const rows = page.getByRole('table', { name: 'Rewards per epoch' }).getByRole('row');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(newest);
  await page.goBack();
  await expect(page).toHaveURL('/network?tab=treasury');
});

test('a party and a validator show the rewards they received', async ({ page, request }) => {
  const rewards = await body<{ rewards: { edges: { node: { partyId: string } }[] } }>(
    request,
    '/api/v2/rewards?pagination.first=1',
  );
  const partyId = required(rewards.rewards.edges[0]?.node.partyId, 'a reward');
  const summaries = await body<{ summaries: { amount: string }[] }>(
    request,
    `/api/v2/rewards/summaries?partyId=${partyId}`,
  );
  expect(summaries.summaries.length).toBeGreaterThan(0);
  await page.goto(`/parties/${partyId}`);
  await page
    .getByRole('navigation', { name: 'Party activity' })
    .getByRole('link', { name: 'Rewards' })
    .click();
  await expect(page).toHaveURL(`/parties/${partyId}?tab=rewards`);
  await expect(page.getByText(/^Received in all: /)).toBeVisible();
  const table = page.getByRole('table', { name: 'Rewards' });
  await expect(table.getByRole('row').nth(1)).toContainText('%');

  // A validator is paid as its public key's party; one that joined in the last epoch has not
  // been paid yet (its page says so), so the first validator the node has paid is picked.
  const nodes = await body<{ nodes: { edges: { node: { id: string; pubKey: string } }[] } }>(
    request,
    '/api/v2/nodes?pagination.first=50',
  );
  let paid: { id: string; pubKey: string } | undefined;
  for (const { node } of nodes.nodes.edges) {
    const own = await body<{ rewards: { edges: unknown[] } }>(
      request,
      `/api/v2/rewards?partyId=${node.pubKey}&pagination.first=1`,
    );
    if (own.rewards.edges.length > 0) {
      paid = node;
      break;
    }
  }
  const validator = required(paid, 'a validator that received a reward');
  await page.goto(`/validators/${validator.id}`);
  await expect(page.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  const paidRows = page.getByRole('table', { name: 'Rewards' }).getByRole('row');
  // The header row and at least one payout.
  await expect(paidRows.nth(1)).toBeVisible();
});

test('exact times replace ages everywhere once chosen, and stay chosen', async ({ page }) => {
  await page.goto('/transactions');
  const firstTime = page.getByRole('main').locator('time').first();
  await expect(firstTime).toHaveText(/ ago$|^just now$/);
  await page.getByRole('button', { name: 'Display settings' }).click();
  await page.getByRole('switch', { name: 'Show exact times' }).click();
  await expect(firstTime).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(firstTime).toHaveAttribute('title', / ago · /);
  await page.reload();
  await expect(page.getByRole('main').locator('time').first()).toHaveText(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/,
  );
});

test('a party’s ledger fits a 1280 px window without a sideways scroll', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const orders = await body<{ orders: { edges: { node: { partyId: string } }[] } }>(
    request,
    '/api/v2/orders?pagination.first=1',
  );
  const partyId = required(orders.orders.edges[0]?.node.partyId, 'a trading party');
  await page.goto(`/parties/${partyId}?tab=ledger`);
  const table = page.getByRole('table', { name: 'Ledger entries' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Balance after' })).toBeVisible();
  const box = await page
    .getByRole('region', { name: 'Ledger entries (scrollable)' })
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.scroll, 'ledger width beyond its box').toBeLessThanOrEqual(box.client);
});
