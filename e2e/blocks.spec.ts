import type { Page } from '@playwright/test';
import { expect, required, screenshot, test } from './fixtures/test.ts';

/**
 * The e2e server pins START_TIME to 2026-01-01T00:00:00Z and makes its history one second a
 * block from there (block 1 at the start), so a history block's time is known here.
 */
const historyTime = (height: number) =>
  new Date(Date.UTC(2026, 0, 1, 0, 0, height - 1)).toISOString();
const exact = (height: number) => historyTime(height).replace('.000Z', '.000000000Z');

const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The page at both sizes, light and dark: screenshots <name>-<width>-<scheme>. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await ready();
      await page.screenshot({ path: screenshot(`${name}-${size.name}-${scheme}`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('searching a number opens that block, with its proposer, time, epoch and transactions', async ({
  page,
  request,
}) => {
  const block = (await (await request.get('/tm/block?height=120')).json()) as {
    result: { block: { header: { proposer_address: string }; data: { txs: string[] } } };
  };
  const txCount = block.result.block.data.txs.length;
  expect(txCount).toBeGreaterThan(0);

  await page.goto('/');
  const search = page.getByRole('combobox', { name: /^Search by id/ });
  await search.fill('120');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blocks\/120$/);
  await expect(page.getByRole('heading', { name: 'Block 120', level: 1 })).toBeVisible();

  const field = (term: string) => page.locator('dl.fields > dt', { hasText: term }).locator('+ dd');
  await expect(field('Time').locator('time')).toHaveAttribute('datetime', historyTime(120));
  // To the second as text; the header's nanosecond time on hover, not as a 9-decimal number.
  await expect(field('Time').locator('span.muted')).toHaveAttribute('title', exact(120));
  await expect(field('Time')).not.toContainText(exact(120));
  // Epochs last 5 minutes: block 120 (2 minutes in) is in epoch 1.
  await expect(field('Epoch')).toHaveText('1');
  const proposer = field('Proposer').getByRole('link');
  await expect(proposer).toHaveAttribute('href', /^\/validators\/[0-9a-f]{64}$/);
  await expect(proposer).toHaveAttribute(
    'title',
    `CometBFT address ${block.result.block.header.proposer_address}`,
  );
  const rows = page.getByRole('table', { name: 'Transactions of block 120' }).locator('tbody tr');
  await expect(rows).toHaveCount(txCount);
  await expect(rows.first().locator('.summary-cell')).not.toBeEmpty();

  await shoot(page, 'block', () =>
    expect(page.getByRole('heading', { name: 'Block 120', level: 1 })).toBeVisible(),
  );

  await page.getByRole('link', { name: 'Block 121 →' }).click();
  await expect(page.getByRole('heading', { name: 'Block 121', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '← Block 120' }).click();
  await expect(page.getByRole('heading', { name: 'Block 120', level: 1 })).toBeVisible();
});

test('a block ahead of the chain counts down to its estimated time', async ({ page }) => {
  await page.goto('/blocks/1000000');
  await expect(page.getByText('This block has not been made yet.')).toBeVisible();
  await expect(page.locator('.future-eta')).toContainText(/Expected in \d/);
});

test('a transaction shows its block time and epoch; its block number links the block', async ({
  page,
  request,
}) => {
  const list = (await (
    await request.get('/rest/transactions?limit=1&filters[block.height]=300')
  ).json()) as { transactions: { hash: string }[] };
  const tx = required(list.transactions[0], 'a transaction in block 300');

  await page.goto(`/transactions/${tx.hash}`);
  const field = (term: string) =>
    page.locator('dl.fields > dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(field('Time').locator('time')).toHaveAttribute('datetime', historyTime(300));
  await expect(field('Time').locator('time')).toHaveAttribute('title', new RegExp(exact(300)));
  await expect(field('Epoch')).toHaveText('1');
  await field('Block').getByRole('link', { name: '300' }).click();
  await expect(page).toHaveURL(/\/blocks\/300$/);
  await expect(page.getByRole('heading', { name: 'Block 300', level: 1 })).toBeVisible();

  await page.goto('/transactions?block=300');
  const row = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr[data-row-id]');
  await expect(row.first().locator('td.col-time time')).toHaveAttribute(
    'datetime',
    historyTime(300),
  );
  await expect(row.first().locator('td.col-epoch')).toHaveText('1');
  await page.screenshot({ path: screenshot('transactions-block-time') });
});

test('the blocks list shows the head live and scrolls to older blocks, virtualised', async ({
  page,
}) => {
  await page.goto('/blocks');
  const table = page.getByRole('table', { name: 'Blocks' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Height',
    'Time',
    'Proposer',
    'Transactions',
  ]);
  const rows = table.locator('tbody tr[data-row-id]');
  await expect(rows.first()).toBeVisible();
  const firstHeight = Number(await rows.first().getAttribute('data-row-id'));
  expect(firstHeight).toBeGreaterThan(400);
  // Proposers are named (links to validators), not bare addresses.
  await expect(rows.first().locator('td.col-proposer a')).toHaveAttribute(
    'href',
    /^\/validators\//,
  );
  // New blocks arrive on top (one a second, the head read every 2 s).
  await expect
    .poll(async () => Number(await rows.first().getAttribute('data-row-id')), { timeout: 10_000 })
    .toBeGreaterThan(firstHeight);

  // Cards on a phone, a table on wider screens: both carry the row's height.
  await shoot(page, 'blocks', () =>
    expect(page.locator('main [data-row-id]').first()).toBeVisible(),
  );

  const region = page.getByRole('region', { name: 'Blocks (scrollable)' });
  const lastHeight = async () => Number(await rows.last().getAttribute('data-row-id'));
  let most = await rows.count();
  for (let i = 0; i < 60 && (await lastHeight()) > 1; i++) {
    const before = await lastHeight();
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    // The next page arrives and the window moves down to older blocks.
    await expect.poll(lastHeight).toBeLessThan(before);
    most = Math.max(most, await rows.count());
  }
  await expect(rows.last()).toHaveAttribute('data-row-id', '1');
  expect(most).toBeLessThanOrEqual(200);
  console.log(`blocks list: at most ${most} rows in the DOM while scrolled to block 1`);
});
