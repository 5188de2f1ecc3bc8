import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { liveMarket } from './fixtures/markets.ts';
import { afterNextPaint, expect, required, screenshot, test } from './fixtures/test.ts';

// The simulated chain makes a block a second; its agents place orders and trade in most.
const ARRIVAL = { timeout: 20_000 };

/** [aria-rowindex, data-row-id] of the rows in the DOM (a virtualised window of the list). */
function renderedRows(table: Locator): Promise<[number, string][]> {
  return table
    .locator('tbody tr[data-row-id]')
    .evaluateAll((rows) =>
      rows.map((r) => [
        Number(r.getAttribute('aria-rowindex')),
        r.getAttribute('data-row-id') ?? '',
      ]),
    );
}

const firstRowId = (table: Locator) =>
  table.locator('tbody tr[data-row-id]').first().getAttribute('data-row-id');

const scrollTop = (scroller: Locator) => scroller.evaluate((el) => el.scrollTop);

async function orderCreatedAt(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v2/order/${id}`);
  const { order } = (await response.json()) as { order: { createdAt: string; partyId: string } };
  return order;
}

/** Waits for the stream to be live (its snapshot and the first check done). */
async function expectLive(page: Page) {
  await expect(page.locator('.refresh-note').getByRole('status')).toHaveText('Live', ARRIVAL);
}

test('new orders arrive on top of /orders at the top, once each and newer', async ({
  page,
  request,
}) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const scroller = page.getByRole('region', { name: 'Orders (scrollable)' });
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);
  const oldTop = required(await firstRowId(table), 'a first order');

  await expect.poll(() => firstRowId(table), ARRIVAL).not.toBe(oldTop);
  // At the top the list stayed at the top: the new rows pushed the others down.
  expect(await scrollTop(scroller)).toBe(0);
  const newTop = required(await firstRowId(table), 'a new first order');
  const [before, after] = [
    await orderCreatedAt(request, oldTop),
    await orderCreatedAt(request, newTop),
  ];
  expect(BigInt(after.createdAt)).toBeGreaterThan(BigInt(before.createdAt));

  // Scrolled away the list holds still: walk it and find every row once, the old top among them.
  // The walk starts one pixel down (away from the top, yet with the first rows rendered): when
  // few orders arrive the old top is still among them.
  const byPosition = new Map<number, string>();
  for (let step = 0; step <= 10 && ![...byPosition.values()].includes(oldTop); step++) {
    await scroller.evaluate((el, top) => el.scrollTo(0, top), Math.max(1, step * 1200));
    await afterNextPaint(page);
    for (const [position, id] of await renderedRows(table)) {
      expect(byPosition.get(position) ?? id, `row ${position}`).toBe(id);
      byPosition.set(position, id);
    }
  }
  const ids = [...byPosition.values()];
  expect(ids).toContain(oldTop);
  expect(new Set(ids).size).toBe(ids.length);
});

test('scrolled away, /orders keeps still and says how many new orders wait above', async ({
  page,
}) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const scroller = page.getByRole('region', { name: 'Orders (scrollable)' });
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);

  await scroller.evaluate((el) => el.scrollTo(0, 1000));
  await afterNextPaint(page);
  const still = await renderedRows(table);
  const notice = page.getByRole('button', { name: /^[\d,]+\+? new orders?$/ });
  await expect(notice).toBeVisible(ARRIVAL);
  const waitingCount = async () => Number((await notice.innerText()).replace(/\D/g, ''));
  // Let more orders arrive (the count grows): the rows under the reader do not move.
  const first = await waitingCount();
  await expect.poll(waitingCount, ARRIVAL).toBeGreaterThan(first);
  // Every row the reader saw is where it was (the window may have grown below as a page
  // loaded; nothing moved).
  expect(await renderedRows(table)).toEqual(expect.arrayContaining(still));
  expect(await scrollTop(scroller)).toBe(1000);
  expect(await waitingCount()).toBeGreaterThan(0);
  await page.screenshot({ path: screenshot('orders-new-rows') });

  const seen = new Set(still.map(([, id]) => id));
  await notice.click();
  await expect(notice).toBeHidden();
  await expect.poll(() => scrollTop(scroller)).toBe(0);
  const top = required(await firstRowId(table), 'a first order after showing the new ones');
  expect(seen.has(top)).toBe(false);
});

/**
 * Of the parties in the latest 500 trades of a market trading now (as buyer or seller), the one
 * that placed the most of its latest 500 orders: it places orders every block or two and
 * trades every few. Orders and trades of markets that have since expired do not count.
 */
async function busiestTrader(request: APIRequestContext): Promise<string> {
  const market = await liveMarket(request);
  const tradesAnswer = await request.get(
    `/api/v2/trades?marketIds=${market.id}&pagination.first=500`,
  );
  const { trades } = (await tradesAnswer.json()) as {
    trades: { edges: { node: { buyer: string; seller: string } }[] };
  };
  const traders = new Set(trades.edges.flatMap(({ node }) => [node.buyer, node.seller]));
  const ordersAnswer = await request.get(
    `/api/v2/orders?filter.marketIds=${market.id}&pagination.first=500`,
  );
  const { orders } = (await ordersAnswer.json()) as {
    orders: { edges: { node: { partyId: string } }[] };
  };
  const counts = new Map<string, number>();
  for (const { node } of orders.edges)
    if (traders.has(node.partyId)) counts.set(node.partyId, (counts.get(node.partyId) ?? 0) + 1);
  const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
  return required(busiest, 'a recent trader with recent orders')[0];
}

test('a party’s orders and trades tabs show its new rows live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const party = { id: await busiestTrader(request) };

  await page.goto(`/parties/${party.id}?tab=orders`);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);
  const oldOrder = required(await firstRowId(orders), 'a first order of the party');
  await expect.poll(() => firstRowId(orders), ARRIVAL).not.toBe(oldOrder);
  const newOrder = required(await firstRowId(orders), 'a new first order of the party');
  const [before, after] = [
    await orderCreatedAt(request, oldOrder),
    await orderCreatedAt(request, newOrder),
  ];
  expect(after.partyId).toBe(party.id);
  expect(BigInt(after.createdAt)).toBeGreaterThan(BigInt(before.createdAt));
  await page.screenshot({ path: screenshot('party-orders-live') });

  await page
    .getByRole('navigation', { name: 'Party activity' })
    .getByRole('link', { name: 'Trades' })
    .click();
  const trades = page.getByRole('table', { name: 'Trades' });
  await expect(trades.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);
  const oldTrade = required(await firstRowId(trades), 'a first trade of the party');
  // Trades come less often than orders, even for the busiest party.
  await expect.poll(() => firstRowId(trades), { timeout: 45_000 }).not.toBe(oldTrade);
  // Every trade listed is the party's, as buyer or seller.
  const response = await request.get(`/api/v2/trades?partyIds=${party.id}&pagination.first=200`);
  const { trades: recent } = (await response.json()) as {
    trades: { edges: { node: { id: string } }[] };
  };
  const ids = recent.edges.map((e) => e.node.id);
  expect(ids).toContain(await firstRowId(trades));
});
