import { expect, test } from './fixtures/test.ts';

test('network parameters are grouped, and the search filters them', async ({ page }) => {
  await page.goto('/network');
  await expect(page.getByRole('heading', { name: /^governance/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^spam/ })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search parameters' });
  await search.fill('spam.protection.max.votes');
  await expect(page).toHaveURL(/q=spam.protection.max.votes/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('rowheader', { name: 'spam.protection.max.votes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^governance/ })).toHaveCount(0);

  await search.fill('no parameter has this');
  await expect(page.getByText('No parameter key or value contains')).toBeVisible();
});

test('the network sections are tabs in the URL', async ({ page }) => {
  await page.goto('/network');
  const tabs = page.getByRole('navigation', { name: 'Network sections' });
  await tabs.getByRole('link', { name: 'Nodes and epoch' }).click();
  await expect(page).toHaveURL('/network?tab=data');
  await expect(page.getByText('Consensus validators')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current epoch' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Snapshots' }).click();
  await expect(page).toHaveURL('/network?tab=snapshots');
  await expect(page.getByRole('table', { name: 'Snapshots' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Deposits' }).click();
  await expect(
    page.getByRole('table', { name: 'Deposits' }).getByRole('link').first(),
  ).toBeVisible();
});
