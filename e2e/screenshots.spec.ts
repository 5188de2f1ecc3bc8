import type { APIRequestContext, Page } from '@playwright/test';
import { afterNextPaint, expect, required, screenshot, test } from './fixtures/test.ts';
import { overflowOutsideScrollBoxes } from './fixtures/overflow.ts';
import { entityIds, PAGE_KINDS } from './fixtures/page-kinds.ts';

/*
 * "Proof you looked": every page group at a laptop (1280 × 800) and a phone (390 × 844), light and
 * dark, into test-results/screenshots/pages/, with real ids read from the API. At 1280 px no page's
 * main content may stick out sideways unless it is inside its own scroll box.
 */

/** The page kinds shown (names of fixtures/page-kinds.ts): each list, entity and a few tabs. */
const SHOWN = [
  'home',
  'markets',
  'market',
  'market-config',
  'assets',
  'asset',
  'orders',
  'order',
  'transactions',
  'transaction',
  'blocks',
  'block',
  'parties',
  'party',
  'party-ledger',
  'validators',
  'validator',
  'governance',
  'proposal',
  'network',
  'network-treasury',
  'network-rewards',
  'oracles',
  'oracle',
  'party-rewards',
  'deposit',
  'withdrawal',
];

async function pagesToVisit(request: APIRequestContext): Promise<[name: string, url: string][]> {
  const ids = await entityIds(request);
  return SHOWN.map((name) => {
    const kind = required(
      PAGE_KINDS.find((k) => k.name === name),
      `page kind ${name}`,
    );
    return [name, kind.url(ids)];
  });
}

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lists and panels that are still loading show a busy state; wait for them, then for the paint.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 5_000 });
  await afterNextPaint(page);
}

test('every page at 1280 × 800 and 390 × 844, light and dark, keeps its content in view', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // SCREENSHOT_PAGES=governance,party-ledger takes only those groups (to look at a change to them).
  const only = process.env.SCREENSHOT_PAGES?.split(',').filter(Boolean);
  const visits = (await pagesToVisit(request)).filter(([name]) => !only || only.includes(name));
  expect(visits.length, 'pages to visit').toBeGreaterThan(0);
  const overflowing: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, url] of visits) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url);
      await settle(page);
      if (scheme === 'light') {
        for (const o of await overflowOutsideScrollBoxes(page)) overflowing.push(`${name}: ${o}`);
      }
      await page.screenshot({ path: screenshot(`pages/${name}-1280-${scheme}`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await afterNextPaint(page);
      await page.screenshot({ path: screenshot(`pages/${name}-390-${scheme}`) });
    }
  }
  expect(overflowing, 'content sticking out of the page at 1280 px').toEqual([]);
});
