import { expect, screenshot, test } from './fixtures/test.ts';

test('the proposals list filters by state and type in the URL', async ({ page }) => {
  await page.goto('/governance');
  const table = page.getByRole('table', { name: 'Proposals' });
  await expect(table.getByRole('link').first()).toBeVisible();

  const filters = page.getByRole('form', { name: 'Proposal filters' });
  await filters.getByLabel('Type').selectOption({ label: 'Network parameters' });
  await expect(page).toHaveURL('/governance?type=network-parameters');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
    'Network parameter change',
  );
  const types = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(new Set(types)).toEqual(new Set(['Network parameter change']));

  await filters.getByLabel('State').selectOption({ label: 'Enacted' });
  await expect(page).toHaveURL('/governance?state=enacted&type=network-parameters');
  await page.reload();
  await expect(filters.getByLabel('State')).toHaveValue('STATE_ENACTED');
  await expect(filters.getByLabel('Type')).toHaveValue('TYPE_NETWORK_PARAMETERS');
});

test('a proposal shows its rationale, terms and the tally of its votes', async ({ page }) => {
  await page.goto('/governance');
  const table = page.getByRole('table', { name: 'Proposals' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: screenshot('governance'), fullPage: true });

  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/governance\/[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { name: 'Rationale' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
  const tally = page.getByRole('group', { name: 'Vote tally' });
  await expect(tally).toContainText('Majority');
  await expect(tally).toContainText(/needs more than \d+(\.\d+)?% yes/);
  await expect(tally).toContainText('Participation');
  await expect(page.getByRole('table', { name: 'Votes' })).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // The whole rationale, rendered as markdown, is its own tab (and its own history entry).
  const overview = page.url();
  await page
    .getByRole('navigation', { name: 'Proposal sections' })
    .getByRole('link', { name: 'Rationale' })
    .click();
  await expect(page).toHaveURL(/\/governance\/[0-9a-f]{64}\?tab=rationale$/);
  await expect(page.locator('.markdown')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Votes' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(overview);
  await expect(page.getByRole('table', { name: 'Votes' })).toBeVisible();
});

test('an unknown proposal is not found', async ({ page }) => {
  const unknown = '12'.repeat(32);
  await page.goto(`/governance/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Proposal not found' })).toBeVisible();
  await expect(page.getByText(unknown)).toBeVisible();
});

test('a network parameter proposal shows the current value next to the proposed one', async ({
  page,
}) => {
  await page.goto('/governance?type=network-parameters');
  const table = page.getByRole('table', { name: 'Proposals' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByText('Network parameter change ·')).toBeVisible();
  const change = page.locator('.param-change');
  await expect(change.getByText('Current value')).toBeVisible();
  await expect(change.getByText('Proposed value')).toBeVisible();
  await expect(change.locator('dd').nth(1)).not.toHaveText(/Loading|Could not/);
});
