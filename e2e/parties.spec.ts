import { readFileSync } from 'node:fs';
import { expect, genesis, required, screenshot, test } from './fixtures/test.ts';

interface GenesisParty {
  id: string;
  alias: string;
  role: string;
}

const parties = (genesis as unknown as { parties: GenesisParty[] }).parties;
const marketMaker = required(
  parties.find((p) => p.role === 'market-maker'),
  'a market maker in the genesis',
);
const usdc = required(
  genesis.assets.find((a) => a.details.symbol === 'USDC'),
  'USDC in the genesis',
);
const LEDGER_HEADER =
  'net_time,quantity,transfer_type,asset_id,account_from_market_id,account_from_party_id,' +
  'account_from_account_type,account_to_market_id,account_to_party_id,account_to_account_type,' +
  'account_from_balance,account_to_balance';

test('the parties list links to a party page', async ({ page }) => {
  await page.goto('/parties');
  const table = page.getByRole('table', { name: 'Parties' });
  await expect(table.getByRole('link').first()).toBeVisible();
  const first = table.getByRole('row').nth(1).getByRole('link');
  const id = (await first.getAttribute('title'))!;
  await first.click();
  await expect(page).toHaveURL(`/parties/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Party');
});

test('a market maker shows its accounts by asset and its ledger, exported as CSV', async ({
  page,
}) => {
  await page.goto(`/parties/${marketMaker.id}`);
  const tabs = page.getByRole('navigation', { name: 'Party activity' });
  await expect(tabs.getByRole('link', { name: 'Accounts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const usdcAccounts = page.getByRole('table', { name: 'USDC accounts' });
  // The balance column names the asset once; its cells are bare figures.
  await expect(usdcAccounts.getByRole('columnheader', { name: 'Balance (USDC)' })).toBeVisible();
  await expect(usdcAccounts.getByRole('row', { name: /General/ })).toContainText(/\d/);
  await expect(usdcAccounts.getByRole('row', { name: /Margin/ }).first()).toBeVisible();
  await page.screenshot({ path: screenshot('party'), fullPage: true });

  await tabs.getByRole('link', { name: 'Ledger' }).click();
  await expect(page).toHaveURL(`/parties/${marketMaker.id}?tab=ledger`);
  const ledger = page.getByRole('table', { name: 'Ledger entries' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('this party');

  // The whole ledger: party only.
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(all.suggestedFilename()).toBe(`ledger_entries_${marketMaker.id}.csv`);
  const lines = readFileSync((await all.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(LEDGER_HEADER);
  expect(lines.length).toBeGreaterThan(1);

  // One asset: the filter is in the URL, the table and the export follow it.
  const filters = page.getByRole('form', { name: 'Ledger filters' });
  await filters.getByLabel('Asset').selectOption({ label: 'USDC' });
  await expect(page).toHaveURL(new RegExp(`asset=${usdc.id}`));
  await expect(ledger.getByRole('row').nth(1)).toContainText('USDC');
  const [oneAsset] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(oneAsset.suggestedFilename()).toBe(`ledger_entries_${marketMaker.id}_${usdc.id}.csv`);
  const rows = readFileSync((await oneAsset.path())!, 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.split(',')[3]).toBe(usdc.id);

  // A transfer type filter narrows the table.
  await filters.getByLabel('Transfer type').selectOption({ label: 'Deposit' });
  await expect(page).toHaveURL(/type=TRANSFER_TYPE_DEPOSIT/);
  await expect(ledger.getByRole('row').nth(1)).toContainText('Deposit');
});

test('the other party tabs load', async ({ page }) => {
  await page.goto(`/parties/${marketMaker.id}?tab=positions`);
  await expect(
    page.getByRole('table', { name: 'Positions' }).getByRole('link').first(),
  ).toBeVisible();
  await page.goto(`/parties/${marketMaker.id}?tab=trades`);
  await expect(page.getByRole('table', { name: 'Trades' }).getByRole('link').first()).toBeVisible();
  await page.goto(`/parties/${marketMaker.id}?tab=deposits`);
  await expect(page.getByRole('table', { name: 'Deposits' })).toContainText('USDC');
  await page.goto(`/parties/${marketMaker.id}?tab=spam`);
  await expect(page.getByRole('table', { name: 'Spam statistics' })).toContainText('Proposals');
  await page.goto(`/parties/${marketMaker.id}?tab=votes`);
  await expect(page.getByRole('table', { name: 'Votes' }).getByRole('row').nth(1)).toContainText(
    /Yes|No/,
  );
  await page.goto(`/parties/${marketMaker.id}?tab=transfers`);
  await expect(page.getByRole('table', { name: 'Transfers' })).toBeVisible();
  await page.goto(`/parties/${marketMaker.id}?tab=delegations`);
  await expect(page.getByRole('table', { name: 'Delegations' })).toContainText('VOTE');
  await page.goto(`/parties/${marketMaker.id}?tab=transactions`);
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('Submit Order');
});

test('a malformed party id is not found, and says why', async ({ page }) => {
  await page.goto('/parties/not-a-key');
  await expect(page.getByRole('heading', { name: 'Party not found' })).toBeVisible();
  await expect(page.getByText('is not a valid id')).toBeVisible();
});

test('an unknown party id is not found', async ({ page }) => {
  const unknown = 'ef'.repeat(32);
  await page.goto(`/parties/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Party not found' })).toBeVisible();
  await expect(page.getByText(unknown)).toBeVisible();
});
