import { expect, genesis, screenshot, test } from './fixtures/test.ts';

const markets = (genesis as unknown as { markets: { instrument: { code: string } }[] }).markets;

test('home shows the block height, the epoch, the markets and the latest activity', async ({
  page,
}) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Network status' });
  const height = stats.locator('.stat', { hasText: 'Block height' }).locator('dd');
  await expect(height).toHaveText(/^\d{1,3}(,\d{3})*$/);
  expect(Number((await height.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(400);
  await expect(stats.locator('.stat', { hasText: 'Block time' }).locator('time')).toBeVisible();
  await expect(stats.getByText(/ends (in|now)/)).toBeVisible();
  await expect(stats.locator('.stat', { hasText: 'Validators' })).toContainText(/\d+ consensus/);

  const table = page.getByRole('table', { name: 'Markets' });
  // The count of markets in continuous trading is the table's rows saying "Continuous" (both
  // live: read together until they agree), and the network keeps at least 3 of them.
  const trading = stats.locator('.stat', { hasText: 'Markets trading' });
  await expect(trading).toContainText(/\d+ in continuous trading/);
  await expect
    .poll(async () => {
      const shown = Number((await trading.locator('.stat-value').innerText()).trim());
      const rows = await table
        .getByRole('row')
        .filter({ hasText: /Continuous/ })
        .count();
      return shown === rows ? shown : -1;
    })
    .toBeGreaterThanOrEqual(3);
  // /health says it too, as the newest committed block left them.
  const health = (await (await page.request.get('/health')).json()) as { marketsTrading?: number };
  expect(health.marketsTrading).toBeGreaterThanOrEqual(3);
  for (const market of markets) {
    await expect(
      table.getByRole('link', { name: market.instrument.code, exact: true }),
    ).toBeVisible();
  }
  // A market that has not traded (proposed, pending, cancelled before it opened) shows "—" and
  // may come first: some market shows its mark price.
  await expect(table.getByRole('cell', { name: /^\d[\d,]*(\.\d+)?$/ }).first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Latest transactions' }).getByRole('row'),
  ).toHaveCount(11);
  await expect(page.getByRole('table', { name: 'Latest trades' }).getByRole('row')).not.toHaveCount(
    1,
  );
  await page.screenshot({ path: screenshot('home'), fullPage: true });
});
