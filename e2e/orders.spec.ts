import type { Page } from '@playwright/test';
import { afterNextPaint, expect, required, screenshot, test } from './fixtures/test.ts';

/** Row ids by their position in the list, read from the rows currently in the DOM. */
async function visibleRows(page: Page): Promise<[number, string][]> {
  return page
    .locator('table[aria-label="Orders"] tbody tr[data-row-id]')
    .evaluateAll((rows) =>
      rows.map((r) => [
        Number(r.getAttribute('aria-rowindex')),
        r.getAttribute('data-row-id') ?? '',
      ]),
    );
}

test('the orders list loads, and scrolling loads more rows without duplicates', async ({
  page,
}) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Created',
    'Market',
    'Side',
    'Type',
    'TIF',
    'Price',
    'Size',
    'Remaining',
    'Status',
    'Party',
    'Order',
  ]);
  // This test is about paging: hold the live head still (new orders would be counted and drawn
  // above the first page). The first page is 50; rows that arrived before the pause add to it.
  await page.getByRole('button', { name: 'Pause' }).first().click();
  await expect(page.getByText(/^([5-9]\d|\d{3,}) loaded$/)).toBeVisible();
  await page.screenshot({ path: screenshot('orders') });

  const scroller = page.getByRole('region', { name: 'Orders (scrollable)' });
  const byPosition = new Map<number, string>();
  for (let step = 0; step < 12; step++) {
    for (const [position, id] of await visibleRows(page)) {
      expect(byPosition.get(position) ?? id, `row ${position}`).toBe(id);
      byPosition.set(position, id);
    }
    await scroller.evaluate((el) => el.scrollBy(0, 1600));
    await afterNextPaint(page);
  }
  await expect(page.getByText(/^(1\d\d|[2-9]\d\d|\d{4,}) loaded$/)).toBeVisible();
  // Every position seen holds a different order: no order was listed twice.
  const ids = [...byPosition.values()];
  expect(ids.length).toBeGreaterThan(100);
  expect(new Set(ids).size).toBe(ids.length);
  // Virtualised: however many are loaded, only a window of rows is in the DOM.
  expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(200);
});

test('a status filter is kept in the URL and survives a reload', async ({ page }) => {
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Statuses: any' }).click();
  // The box is controlled by the URL: it turns checked once the navigation lands, so click and
  // wait for the state rather than `check()`, which expects the change at once.
  const filled = page
    .getByRole('dialog', { name: 'Statuses' })
    .getByRole('checkbox', { name: 'Filled', exact: true });
  await filled.click();
  await expect(page).toHaveURL(/filter\.statuses=STATUS_FILLED/);
  await expect(filled).toBeChecked();
  await page.keyboard.press('Escape');

  const statusCells = page.locator('table[aria-label="Orders"] tbody td.col-status');
  await expect(statusCells.first()).toHaveText('Filled');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Statuses: Filled' })).toBeVisible();
  await expect(statusCells.first()).toHaveText('Filled');
  const statuses = await statusCells.allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(['Filled']));
});

test('an order page shows its versions, trades and transactions', async ({ page, request }) => {
  const response = await request.get(
    '/api/v2/orders?pagination.first=1000&filter.statuses=STATUS_CANCELLED',
  );
  const { orders } = (await response.json()) as {
    orders: { edges: { node: { id: string; version: string } }[] };
  };
  const amended = required(
    orders.edges.map((e) => e.node).find((o) => Number(o.version) >= 2),
    'a cancelled order with two versions or more in the history',
  );
  await page.goto(`/orders/${amended.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order');
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.locator(':scope > li')).toHaveCount(Number(amended.version));
  await expect(versions).toContainText('Version 2');
  await expect(page.getByRole('table', { name: 'Trades of this order' })).toBeVisible();
  const txs = page.getByRole('list', { name: 'Transactions of this order' });
  await expect(txs.getByText('Submitted', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(txs.getByText('Amended', { exact: true }).first()).toBeVisible();
});

test('an unknown order id shows a not-found state', async ({ page }) => {
  await page.goto(`/orders/${'ab'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await page.goto('/orders/not-an-id');
  await expect(page.getByText('is not a valid id')).toBeVisible();
});

test('on a 390 px wide phone the orders are a list of cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/orders');
  const list = page.getByRole('list', { name: 'Orders' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText(/^(Buy|Sell) /);
  await expect(page.getByRole('table', { name: 'Orders' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
