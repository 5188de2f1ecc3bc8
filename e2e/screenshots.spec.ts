import type { APIRequestContext, Page } from '@playwright/test';
import { afterNextPaint, expect, required, screenshot, test } from './fixtures/test.ts';
import { overflowOutsideScrollBoxes } from './fixtures/overflow.ts';

/*
 * "Proof you looked": every page group at a laptop (1280 × 800) and a phone (390 × 844), light and
 * dark, into test-results/screenshots/pages/, with real ids read from the API. At 1280 px no page's
 * main content may stick out sideways unless it is inside its own scroll box.
 */

type Json = Record<string, unknown>;

async function json(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as Json;
}

const firstNode = (body: Json, key: string) =>
  required(
    (body[key] as { edges: { node: Json }[] } | undefined)?.edges[0]?.node,
    `a first ${key} row`,
  );

async function pagesToVisit(request: APIRequestContext): Promise<[name: string, url: string][]> {
  const market = firstNode(await json(request, '/api/v2/markets?pagination.first=1'), 'markets');
  const asset = firstNode(await json(request, '/api/v2/assets?pagination.first=1'), 'assets');
  const order = firstNode(await json(request, '/api/v2/orders?pagination.first=1'), 'orders');
  const node = firstNode(await json(request, '/api/v2/nodes?pagination.first=1'), 'nodes');
  const deposit = firstNode(await json(request, '/api/v2/deposits?pagination.first=1'), 'deposits');
  const withdrawal = firstNode(
    await json(request, '/api/v2/withdrawals?pagination.first=1'),
    'withdrawals',
  );
  const proposal = required(
    (
      (await json(request, '/api/v2/governances?pagination.first=1')).connection as {
        edges: { node: { proposal: { id: string } } }[];
      }
    ).edges[0]?.node.proposal.id,
    'a proposal',
  );
  const tx = required(
    ((await json(request, '/rest/transactions?limit=20')).transactions as { hash: string }[])[0]
      ?.hash,
    'a transaction',
  );
  const party = String(order.partyId);
  const oracleSpec = required(
    (
      (await json(request, '/api/v2/oracle/specs?pagination.first=1')).oracleSpecs as {
        edges: { node: { externalDataSourceSpec: { spec: { id: string } } } }[];
      }
    ).edges[0]?.node.externalDataSourceSpec.spec.id,
    'an oracle spec',
  );
  return [
    ['home', '/'],
    ['markets', '/markets'],
    ['market', `/markets/${String(market.id)}`],
    ['market-config', `/markets/${String(market.id)}?tab=config`],
    ['assets', '/assets'],
    ['asset', `/assets/${String(asset.id)}`],
    ['orders', '/orders'],
    ['order', `/orders/${String(order.id)}`],
    ['transactions', '/transactions'],
    ['transaction', `/transactions/${tx}`],
    ['blocks', '/blocks'],
    ['block', '/blocks/100'],
    ['parties', '/parties'],
    ['party', `/parties/${party}`],
    ['party-ledger', `/parties/${party}?tab=ledger`],
    ['validators', '/validators'],
    ['validator', `/validators/${String(node.id)}`],
    ['governance', '/governance'],
    ['proposal', `/governance/${proposal}`],
    ['network', '/network'],
    ['network-treasury', '/network?tab=treasury'],
    ['network-rewards', '/network?tab=rewards'],
    ['oracles', '/oracles'],
    ['oracle', `/oracles/${oracleSpec}`],
    ['party-rewards', `/parties/${party}?tab=rewards`],
    ['deposit', `/deposits/${String(deposit.id)}`],
    ['withdrawal', `/withdrawals/${String(withdrawal.id)}`],
  ];
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
