import { expect, genesis, required, test } from './fixtures/test.ts';

const usdc = required(
  genesis.assets.find((a) => a.details.symbol === 'USDC'),
  'USDC in the genesis',
);
const weth = required(
  genesis.assets.find((a) => a.details.symbol === 'WETH'),
  'WETH in the genesis',
);
const DEAD_NODE = 'http://127.0.0.1:9';

test('the theme choice applies at once and survives a reload', async ({ page }) => {
  await page.goto('/assets');
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme');

  await page.getByRole('button', { name: 'Display settings' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  ).toBe('rgb(17, 20, 24)');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Display settings' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  ).toBe('rgb(247, 248, 250)');
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(html).not.toHaveAttribute('data-theme');
});

test('times can be shown in UTC, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Display settings' }).click();
  const utc = page.getByRole('switch', { name: 'Show times in UTC' });
  await expect(utc).toHaveAttribute('aria-checked', 'false');
  await utc.click();
  await expect(utc).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  // The data node dialog shows when the node was last checked, as a timestamp.
  await page.getByRole('button', { name: /^Data node:/ }).click();
  const checked = page.getByRole('dialog', { name: 'Data node' }).locator('time');
  await expect(checked).toHaveAttribute('title', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC · .*Z$/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Display settings' }).click();
  await expect(page.getByRole('switch', { name: 'Show times in UTC' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('"/" focuses the search box and Escape leaves it', async ({ page }) => {
  await page.goto('/assets');
  const search = page.getByRole('combobox', { name: /^Search by id/ });
  await expect(page.getByRole('table', { name: 'Assets' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(search).not.toBeFocused();
});

test('an asset symbol is suggested while typing and opens the asset', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: /^Search by id/ });
  await search.fill('usdc');
  const suggestion = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: /^USDC/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(`/assets/${usdc.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USD Coin (USDC)');

  // Pressing Enter on the query (no suggestion picked) gets there too, through /search.
  await search.fill('WETH');
  await search.press('Enter');
  await expect(page).toHaveURL(`/assets/${weth.id}`);

  // Both searches are offered again when the box is focused empty.
  await search.focus();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText(['WETH', 'USDC']);
});

test('a known asset id opens the asset page', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: /^Search by id/ });
  await search.fill(usdc.id.toUpperCase());
  await search.press('Enter');
  await expect(page).toHaveURL(`/assets/${usdc.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USD Coin (USDC)');
});

test('an unknown id says that nothing has it', async ({ page }) => {
  const unknown = 'cd'.repeat(32);
  await page.goto('/');
  const search = page.getByRole('combobox', { name: /^Search by id/ });
  await search.fill(unknown);
  await search.press('Enter');
  await expect(page).toHaveURL(`/search?q=${unknown}`);
  await expect(
    page.getByText(
      'No transaction, party, order, market, asset, proposal, node, deposit or withdrawal has this id:',
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(unknown, { exact: true })).toBeVisible();
});

test('a dead data node shows as unreachable, and switching back restores the data', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/assets');
  const table = page.getByRole('table', { name: 'Assets' });
  // Governance may list more assets; the genesis ones are always there.
  await expect(
    table.getByRole('link', { name: genesis.assets[0]!.details.symbol, exact: true }),
  ).toBeVisible();
  const widget = page.getByRole('group', { name: 'Data node' });
  await expect(widget.getByText(/\d+ ms/)).toBeVisible();

  await widget.getByRole('button', { name: /^Data node: this site/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Data node' });
  await dialog.getByRole('textbox', { name: 'Another data node’s address' }).fill(DEAD_NODE);
  await dialog.getByRole('button', { name: 'Test' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Does not answer/);
  await dialog.getByRole('button', { name: 'Switch' }).click();

  await expect(widget.getByText('127.0.0.1:9')).toBeVisible();
  await expect(widget.getByText('Data node unreachable —')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'retry' })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
  await expect(banner).toContainText('The data node (127.0.0.1:9) cannot be reached.');
  // The page itself ends in an error, not a spinner.
  await expect(page.getByRole('heading', { name: 'Could not load this data' })).toBeVisible();

  await page.reload();
  await expect(widget.getByText('Data node unreachable —')).toBeVisible();

  await banner.getByRole('button', { name: 'Use this site’s node' }).click();
  // Governance may list more assets; the genesis ones are always there.
  await expect(
    table.getByRole('link', { name: genesis.assets[0]!.details.symbol, exact: true }),
  ).toBeVisible();
  await expect(widget.getByText('this site')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The browser logs each failed request to the dead node (port 9 is also on its unsafe list).
  const refused = pageErrors.filter((e) => /net::ERR_(CONNECTION_REFUSED|UNSAFE_PORT)/.test(e));
  expect(refused.length).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !refused.includes(e)));
});

test('the header works on a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Assets' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Assets' }).click();
  await expect(page).toHaveURL('/assets');
  await expect(page.getByRole('combobox', { name: /^Search by id/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
