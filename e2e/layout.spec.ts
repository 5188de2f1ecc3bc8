import { expect, genesis, required, test } from './fixtures/test.ts';

/*
 * Layout, navigation, titles: tabs are history entries, every page names itself
 * in the title, an entity page shows its whole id, the header and tab bars keep to one row at
 * 1280 px, and the search box takes typing as soon as a search has landed.
 */

interface GenesisMarket {
  id: string;
  instrument: { code: string };
}
const btc = required(
  (genesis as unknown as { markets: GenesisMarket[] }).markets.find((m) =>
    m.instrument.code.startsWith('BTCUSD'),
  ),
  'a BTCUSD market in the genesis',
);
const SITE = 'Trading Network Explorer';
/** Chain text in a title sits between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
const isolated = (text: string) => `\u2068${text}\u2069`;

test('Back and Forward walk through a market’s tabs, each with its own title', async ({ page }) => {
  await page.goto('/markets');
  await expect(page).toHaveTitle(`Markets · ${SITE}`);
  await page
    .getByRole('table', { name: 'Markets' })
    .getByRole('link', { name: btc.instrument.code, exact: true })
    .click();
  await expect(page).toHaveURL(`/markets/${btc.id}`);
  await expect(page).toHaveTitle(`${isolated(btc.instrument.code)} · Market · ${SITE}`);

  const tabs = page.getByRole('navigation', { name: 'Market sections' });
  await tabs.getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(`/markets/${btc.id}?tab=config`);
  await expect(page).toHaveTitle(
    `${isolated(btc.instrument.code)} · Market · Configuration · ${SITE}`,
  );
  await tabs.getByRole('link', { name: 'Chart' }).click();
  await expect(page).toHaveURL(`/markets/${btc.id}?tab=chart`);

  await page.goBack();
  await expect(page).toHaveURL(`/markets/${btc.id}?tab=config`);
  await expect(tabs.getByRole('link', { name: 'Configuration' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(`/markets/${btc.id}`);
  await expect(tabs.getByRole('link', { name: 'Trading' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page).toHaveURL(`/markets/${btc.id}?tab=config`);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/markets');
});

test('a transaction page names it, leads back to its list and shows its whole hash', async ({
  page,
  request,
}) => {
  const response = await request.get('/rest/transactions?limit=1');
  const hash = required(
    ((await response.json()) as { transactions: { hash: string }[] }).transactions[0]?.hash,
    'a transaction',
  );
  await page.goto(`/transactions/${hash}`);
  const upper = hash.toUpperCase();
  await expect(page).toHaveTitle(`Tx ${upper.slice(0, 6)}…${upper.slice(-4)} · ${SITE}`);
  // The whole hash as text on the page, not only in a tooltip.
  await expect(page.getByRole('main').getByText(hash, { exact: true })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await crumbs.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL('/transactions');
  await expect(page).toHaveTitle(`Transactions · ${SITE}`);
});

test('a transaction page describes it in its head for link previews; robots.txt lets crawlers in', async ({
  page,
  request,
}) => {
  const response = await request.get('/rest/transactions?limit=1');
  const tx = required(
    ((await response.json()) as { transactions: { hash: string; type: string; block: string }[] })
      .transactions[0],
    'a transaction',
  );
  await page.goto(`/transactions/${tx.hash}?from=chat`);
  const upper = tx.hash.toUpperCase();
  const short = `${upper.slice(0, 6)}…${upper.slice(-4)}`;
  const content = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
  // "Transaction 8BA1F7…511B: Delegate, block 440, 2026-12-07 10:41 UTC" (a market's code after
  // the command when it acts on one), once the block's time is read.
  const description = new RegExp(
    `^Transaction ${short}: ${tx.type}( on .+)?, block ${tx.block}, \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC`,
  );
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    description,
  );
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  expect(await content('meta[property="og:description"]')).toMatch(description);
  expect(await content('meta[property="og:title"]')).toBe(`Tx ${short} · ${SITE}`);
  expect(await content('meta[name="twitter:card"]')).toBe('summary');
  // The canonical address drops what only changes the view (here a made-up parameter).
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/transactions/${tx.hash}`,
  );
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect((await robots.text()).split('\n')).toEqual(['User-agent: *', 'Allow: /', '']);
});

test('at 1280 px the header keeps to one row on a party page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await request.get('/api/v2/parties?pagination.first=1');
  const party = required(
    ((await response.json()) as { parties: { edges: { node: { id: string } }[] } }).parties.edges[0]
      ?.node.id,
    'a party',
  );
  await page.goto(`/parties/${party}?tab=ledger`);
  await expect(page.getByRole('navigation', { name: 'Party activity' })).toBeVisible();
  const header = await page
    .locator('header.header')
    .evaluate((el) =>
      [...el.children]
        .filter((c) => c.getBoundingClientRect().height > 0)
        .map((c) =>
          Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2),
        ),
    );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'page width at 1280 px',
  ).toBeLessThanOrEqual(1280);
  // Every visible item of the header is centred on the same line (within a few pixels).
  expect(Math.max(...header) - Math.min(...header), 'header items off one row').toBeLessThan(8);
  // The tab bars have their own check (tab-bars.spec.ts).
});

test('the search box takes typing at once after a search has landed on a page', async ({
  page,
  request,
}) => {
  const response = await request.get('/rest/transactions?limit=1');
  const hash = required(
    ((await response.json()) as { transactions: { hash: string }[] }).transactions[0]?.hash,
    'a transaction',
  );
  await page.goto('/');
  const search = page.getByRole('combobox', { name: /^Search by id/ });
  await search.fill(hash);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/transactions/${hash}$`, 'i'));
  const started = Date.now();
  await search.fill('usdc', { timeout: 2_000 });
  expect(Date.now() - started, 'ms until the box took the text').toBeLessThan(2_000);
  await expect(search).toHaveValue('usdc');
});
