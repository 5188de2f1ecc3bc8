import type { Locator, Page } from '@playwright/test';
import { expect, required, test } from './fixtures/test.ts';

/*
 * Tables that must fit their box without sideways scrolling (issue 10: "At 1280 × 800 no page
 * clips a column or a value"; at 390 px "every page remains usable"): the transaction lists
 * at a laptop's width, home's markets and the treasury's balances on a phone.
 */

/** How far the table runs past its scroll box (0 when it fits), read once its rows are in. */
async function overflowOf(table: Locator): Promise<number> {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table.evaluate((el) => {
    const box = el.closest('.table-wrap') ?? el;
    return box.scrollWidth - box.clientWidth;
  });
}

/** The right edge of every Summary cell of the table, against its box's right edge. */
async function summariesInside(table: Locator): Promise<boolean> {
  return table.evaluate((el) => {
    const box = (el.closest('.table-wrap') ?? el).getBoundingClientRect();
    const cells = [...el.querySelectorAll('td.col-summary')];
    return (
      cells.length > 0 && cells.every((td) => td.getBoundingClientRect().right <= box.right + 1)
    );
  });
}

async function laptop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the transactions list fits 1280 px with its summaries in view', async ({ page }) => {
  await laptop(page);
  await page.goto('/transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  expect(await overflowOf(table)).toBeLessThanOrEqual(0);
  expect(await summariesInside(table)).toBe(true);
});

test('a failed transaction’s result is a short name with its whole text on hover', async ({
  page,
  request,
}) => {
  const response = await request.get('/rest/transactions?limit=200');
  const { transactions } = (await response.json()) as {
    transactions: { block: string; code: number; error?: string }[];
  };
  const failed = required(
    transactions.find((tx) => tx.code !== 0 && tx.error?.startsWith('OrderError: ')),
    'an order that failed with an OrderError',
  );
  await laptop(page);
  await page.goto(`/blocks/${failed.block}`);
  const table = page.getByRole('table', { name: `Transactions of block ${failed.block}` });
  const result = table.locator('.result-fail', { hasText: /^✗ OrderError$/ }).first();
  await expect(result).toHaveAttribute('title', /^OrderError: /);
  expect(await overflowOf(table)).toBeLessThanOrEqual(0);
});

test('a party’s transactions tab fits 1280 px', async ({ page, request }) => {
  const response = await request.get(
    '/rest/transactions?limit=20&filters[cmd.type]=Submit%20Order',
  );
  const { transactions } = (await response.json()) as { transactions: { submitter: string }[] };
  const party = required(transactions[0]?.submitter, 'an order submitter');
  await laptop(page);
  await page.goto(`/parties/${party}?tab=transactions`);
  expect(await overflowOf(page.getByRole('table', { name: 'Transactions' }))).toBeLessThanOrEqual(
    0,
  );
});

test('on a 390 px phone home’s markets and the treasury’s balances fit their boxes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  expect(await overflowOf(page.getByRole('table', { name: 'Markets' }))).toBeLessThanOrEqual(0);

  await page.goto('/network?tab=treasury');
  const tables = page.locator('section').getByRole('table');
  await expect(tables.first()).toBeVisible();
  const names = await page
    .locator('main table')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  for (const name of names.filter((n) => n !== 'Network transfers')) {
    expect(
      await overflowOf(page.getByRole('table', { name, exact: true })),
      name,
    ).toBeLessThanOrEqual(0);
  }
});
