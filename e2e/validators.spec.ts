import { expect, genesis, required, screenshot, test } from './fixtures/test.ts';

interface GenesisValidator {
  id: string;
  name: string;
  status: string;
}

const validators = (genesis as unknown as { validators: GenesisValidator[] }).validators;
const hostile = required(
  validators.find((v) => v.name.includes('onerror')),
  'the validator with a hostile name in the genesis',
);

test('the validators list shows every node, the hostile name as text, no script link', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/validators');
  const table = page.getByRole('table', { name: 'Validators' });
  // 13 consensus validators and the standby and pending ones: every genesis node and more.
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(validators.length);
  await expect(table.getByRole('cell', { name: 'Consensus', exact: true })).toHaveCount(13);
  await expect(table.getByText(hostile.name, { exact: true })).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.screenshot({ path: screenshot('validators'), fullPage: true });

  await table.getByRole('link', { name: hostile.name, exact: true }).click();
  await expect(page).toHaveURL(`/validators/${hostile.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.name);
  await expect(page.getByText('javascript:alert(1)', { exact: true })).toBeVisible();
  await expect(page.getByText('(not an http(s) address: not linked)')).toHaveCount(2);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the epoch selector is kept in the URL', async ({ page }) => {
  await page.goto('/validators');
  const select = page.getByLabel('Epoch');
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption('1');
  await expect(page).toHaveURL('/validators?epoch=1');
  await expect(page.getByText(/validators in epoch 1 \(\d+ consensus/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Epoch')).toHaveValue('1');
  await page.getByLabel('Epoch').selectOption({ index: 0 });
  await expect(page).toHaveURL('/validators');
});

test('a validator page shows stake and links only to http(s) addresses', async ({ page }) => {
  const normal = required(
    validators.find((v) => v.status === 'tendermint' && v !== hostile),
    'a consensus validator other than the hostile one',
  );
  await page.goto(`/validators/${normal.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(normal.name);
  await expect(page.getByText('Own stake')).toBeVisible();
  await expect(page.getByText('Maximum intended')).toBeVisible();
  const website = page.getByRole('link', { name: /^https:\/\// });
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});
