import { expect, genesis, required, screenshot, test } from './fixtures/test.ts';

const usdc = required(
  genesis.assets.find((a) => a.details.symbol === 'USDC'),
  'USDC in the genesis',
);

test('the assets page lists genesis assets and links to their detail', async ({ page }) => {
  await page.goto('/assets');
  const table = page.getByRole('table', { name: 'Assets' });
  // Governance may list more assets during the history; every genesis asset is there.
  for (const asset of genesis.assets) {
    await expect(
      table.getByRole('link', { name: asset.details.symbol, exact: true }),
    ).toBeVisible();
  }
  await page.screenshot({ path: screenshot('assets'), fullPage: true });

  await table.getByRole('link', { name: 'USDC', exact: true }).click();
  await expect(page).toHaveURL(`/assets/${usdc.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USD Coin (USDC)');
});

test('an asset deep link renders its details', async ({ page }) => {
  const response = await page.goto(`/assets/${usdc.id}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USD Coin (USDC)');
  await expect(page.getByText('ERC-20', { exact: true })).toBeVisible();
  await expect(page.getByText(usdc.details.decimals, { exact: true })).toBeVisible();
  // Its deposits, and only its own: every amount is in USDC (the genesis funds every party in
  // several assets, so another asset's deposit would show).
  const deposits = page.getByRole('table', { name: 'Deposits' });
  const amounts = deposits
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .locator('td:nth-child(3)');
  await expect(amounts.first()).toBeVisible();
  for (const text of await amounts.allTextContents()) expect(text).toMatch(/ USDC$/);
  await page.screenshot({ path: screenshot('asset-detail'), fullPage: true });
});

test('an unknown asset id shows a not-found state', async ({ page }) => {
  const unknown = 'ab'.repeat(32);
  await page.goto(`/assets/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Asset not found' })).toBeVisible();
  await expect(page.getByText(unknown)).toBeVisible();
});

test('a malformed asset id shows a not-found state that says why', async ({ page }) => {
  await page.goto('/assets/not-an-id');
  await expect(page.getByRole('heading', { name: 'Asset not found' })).toBeVisible();
  await expect(page.getByText('is not a valid id')).toBeVisible();
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
