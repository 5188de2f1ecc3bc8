import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, required, test } from './fixtures/test.ts';

/*
 * The header and tab bars fit on one row at 1280 px. Every page with a tab bar, at
 * 1280 × 800: the bar does not scroll (its content is no wider than its box), every tab in it
 * is wholly inside the window, and every tab of the page is reachable: in the bar or in its
 * "More" menu, as a link that opens the tab.
 */

type Json = Record<string, unknown>;

async function json(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as Json;
}

const firstId = (body: Json, key: string) =>
  required(
    (body[key] as { edges: { node: { id: string } }[] } | undefined)?.edges[0]?.node.id,
    `a first ${key} row`,
  );

/** Each page's tabs, written out here (not read from the app): all must be reachable. */
const PARTY_TABS = [
  'Accounts',
  'Positions',
  'Orders',
  'Trades',
  'Ledger',
  'Transactions',
  'Deposits',
  'Withdrawals',
  'Transfers',
  'Rewards',
  'Delegations',
  'Votes',
  'Proposals',
  'Spam statistics',
];
const MARKET_TABS = ['Trading', 'Chart', 'Liquidity', 'Configuration'];
const PROPOSAL_TABS = ['Overview', 'Rationale'];
const NETWORK_TABS = [
  'Parameters',
  'Nodes and epoch',
  'Treasury',
  'Rewards',
  'Snapshots',
  'Deposits',
  'Withdrawals',
  'Transfers',
  'Oracles',
];

/** The bar's scroll box (its list) and the bar itself: neither wider inside than outside. */
async function expectNoScroll(bar: Locator) {
  for (const box of [bar, bar.locator(':scope > ul')]) {
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, 'tab bar content width vs its box').toBeLessThanOrEqual(clientWidth);
  }
}

/** Every tab named is a link in the bar, wholly in the window, or an item of the More menu. */
async function expectReachable(bar: Locator, tabs: string[]) {
  const inBar = (await bar.locator(':scope > ul a').allTextContents()).map((t) => t.trim());
  for (const name of inBar) {
    const link = bar.locator(':scope > ul').getByRole('link', { name, exact: true });
    const box = required(await link.boundingBox(), `the box of tab ${name}`);
    expect(box.x, `tab ${name} left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `tab ${name} right edge`).toBeLessThanOrEqual(1280);
  }
  const rest = tabs.filter((name) => !inBar.includes(name));
  expect([...inBar, ...rest].sort()).toEqual([...tabs].sort());
  if (rest.length === 0) {
    await expect(bar.getByRole('button', { name: /More/ })).toHaveCount(0);
    return;
  }
  const more = bar.getByRole('button', { name: /More/ });
  await more.click();
  const menu = bar.getByRole('dialog', { name: /^More of / });
  for (const name of rest) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  // A menu item opens its tab like a tab of the bar.
  const last = required(rest.at(-1), 'a tab in the menu');
  await menu.getByRole('link', { name: last, exact: true }).click();
  await expect(menu).toHaveCount(0);
  await expect(bar.getByRole('button', { name: `More: ${last}` })).toBeVisible();
}

test('at 1280 px every tab bar keeps to one row and every tab is reachable', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const party = firstId(await json(request, '/api/v2/parties?pagination.first=1'), 'parties');
  const market = firstId(await json(request, '/api/v2/markets?pagination.first=1'), 'markets');
  const proposal = required(
    (
      (await json(request, '/api/v2/governances?pagination.first=1')).connection as {
        edges: { node: { proposal: { id: string } } }[];
      }
    ).edges[0]?.node.proposal.id,
    'a proposal',
  );
  const pages: [url: string, bar: string, tabs: string[]][] = [
    [`/parties/${party}`, 'Party activity', PARTY_TABS],
    [`/markets/${market}`, 'Market sections', MARKET_TABS],
    [`/governance/${proposal}`, 'Proposal sections', PROPOSAL_TABS],
    ['/network', 'Network sections', NETWORK_TABS],
    ['/oracles', 'Network sections', NETWORK_TABS],
  ];
  for (const [url, name, tabs] of pages) {
    await page.goto(url);
    const bar = page.getByRole('navigation', { name });
    await expect(bar.getByRole('link').first()).toBeVisible();
    await expectNoScroll(bar);
    await expectReachable(bar, tabs);
  }
});

test('on a party page a tab of the More menu is a history entry', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const party = firstId(await json(request, '/api/v2/parties?pagination.first=1'), 'parties');
  await page.goto(`/parties/${party}?tab=ledger`);
  const bar = page.getByRole('navigation', { name: 'Party activity' });
  await bar.getByRole('button', { name: 'More' }).click();
  await bar.getByRole('link', { name: 'Votes', exact: true }).click();
  await expect(page).toHaveURL(`/parties/${party}?tab=votes`);
  await expect(bar.getByRole('button', { name: 'More: Votes' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/parties/${party}?tab=ledger`);
  await expect(bar.getByRole('link', { name: 'Ledger' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('button', { name: 'More' })).toBeVisible();
});

test('on a phone the bar scrolls in its box and shows the current tab', async ({ page }) => {
  const bar = page.getByRole('navigation', { name: 'Network sections' });
  const list = bar.locator(':scope > ul');
  // Rewards is the fourth of nine network tabs: beyond a phone's width in an unscrolled bar.
  const current = list.getByRole('link', { name: 'Rewards', exact: true });
  const expectCurrentInView = async () => {
    await expect(current).toHaveAttribute('aria-current', 'page');
    const box = required(await list.boundingBox(), 'the tab list box');
    const tab = required(await current.boundingBox(), 'the current tab box');
    expect(tab.x, 'current tab left edge').toBeGreaterThanOrEqual(box.x);
    expect(tab.x + tab.width, 'current tab right edge').toBeLessThanOrEqual(
      box.x + box.width + 0.5,
    );
    // The page itself does not scroll sideways: only the bar does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  };
  // Opened on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/network?tab=rewards');
  await expectCurrentInView();
  // Opened on a laptop, then the window narrows to a phone's width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(current).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectCurrentInView();
});
