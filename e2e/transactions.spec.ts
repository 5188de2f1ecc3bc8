import { expect, required, screenshot, test } from './fixtures/test.ts';

const TIF = /(GTC|GTT|IOC|FOK|GFA|GFN)$/;

test('the transactions list loads with results and summaries', async ({ page }) => {
  await page.goto('/transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Block',
    'Time',
    'Epoch',
    'Index',
    'Hash',
    'Type',
    'Submitter',
    'Result',
    'Summary',
  ]);
  await expect(page.getByText('50 loaded')).toBeVisible();

  await page.getByRole('combobox', { name: 'Type' }).selectOption('Submit Order');
  await expect(page).toHaveURL(/type=Submit\+Order/);
  await expect(table.locator('tbody td.col-type').first()).toHaveText('Submit Order');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Submit Order');
  await expect(table.locator('tbody td.col-summary').first()).toHaveText(
    /^(Buy|Sell) .* (@ .*|at market) /,
  );
});

test('a transaction deep link in either letter case shows the decoded command', async ({
  page,
  request,
}) => {
  const response = await request.get(
    '/rest/transactions?limit=20&filters[cmd.type]=Submit%20Order&filters[block.height]=300',
  );
  const { transactions } = (await response.json()) as {
    transactions: { hash: string; code: number }[];
  };
  const tx = required(
    transactions.find((t) => t.code === 0) ?? transactions[0],
    'an order submission in block 300',
  );

  for (const hash of [tx.hash.toUpperCase(), tx.hash.toLowerCase()]) {
    await page.goto(`/transactions/${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
    await expect(page.locator('.tx-summary')).toHaveText(TIF);
    const command = page.getByRole('region', { name: 'Submit Order' });
    await expect(command.getByText('Time in force', { exact: true })).toBeVisible();
    await expect(command.getByText('Side', { exact: true })).toBeVisible();
  }
  const outcome = page.getByRole('region', { name: 'What it did' });
  await expect(outcome).toContainText(/Created order|No order/);
  if ((await outcome.getByText(/^Created order/).count()) > 0) {
    // The created order's trades have loaded (rows, or the empty state).
    await expect(
      outcome.getByText(/has not traded|Took liquidity|Provided liquidity/).first(),
    ).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshot('transaction'), fullPage: true });
  await page.getByText('Raw JSON').click();
  await expect(page.locator('.raw-json pre')).toContainText(tx!.hash.toUpperCase());
});

test('an unknown transaction hash shows not found, a malformed one says why', async ({ page }) => {
  const unknown = 'CD'.repeat(32);
  await page.goto(`/transactions/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
  await expect(page.getByText(unknown)).toBeVisible();
  await page.goto('/transactions/xyz');
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
  await expect(page.getByText('is not a valid id')).toBeVisible();
});
