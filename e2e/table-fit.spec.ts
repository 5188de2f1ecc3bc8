import type { Locator, Page } from '@playwright/test';
import { expect, genesis, required, test } from './fixtures/test.ts';

/*
 * Tables that must fit their box without sideways scrolling: at 1280 × 800 the transaction
 * lists clip no column or value; on a 390 px phone home's markets and trades, a party's accounts,
 * an asset's deposits and withdrawals, the treasury, the network parameters, the assets,
 * validators, proposals and parties lists, and the transactions', orders' and ledger's cards,
 * whose key values are never cut to "…".
 */

/** How far the table runs past its scroll box (0 when it fits), once its amounts are formatted. */
async function overflowOf(table: Locator): Promise<number> {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table).not.toContainText('(raw)');
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

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Each table of the page, by its name, with how far it runs past its box. */
async function overflowsOf(page: Page, tables: Locator): Promise<Record<string, number>> {
  await expect(tables.first()).toBeVisible();
  const names = await tables.evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  const found: Record<string, number> = {};
  for (const name of names) {
    found[name] = await overflowOf(page.getByRole('table', { name, exact: true }));
  }
  return found;
}

/**
 * The values of a list's cards that a reader needs whole (`selector` inside each card), as
 * "text (cut by N px)" for each that reaches past its line's visible box (a "…" cuts it).
 */
async function cutInCards(list: Locator, selector: string): Promise<string[]> {
  await expect(list.locator(selector).first()).toBeVisible();
  return list.evaluate((el, sel) => {
    const cut: string[] = [];
    for (const value of el.querySelectorAll(sel)) {
      const line = value.closest('.row-card-line');
      if (!line) continue;
      const style = getComputedStyle(line);
      const right = line.getBoundingClientRect().right - parseFloat(style.paddingRight);
      const over = value.getBoundingClientRect().right - right;
      if (over > 0.5) cut.push(`${value.textContent ?? ''} (cut by ${Math.round(over)} px)`);
    }
    return cut;
  }, selector);
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

/**
 * At 1280 px the validators table shows every column (performance, voting power, epochs) and
 * governance its "Submitted" column. Each table fits its box (0 px past it), read together
 * so a failure names every table that runs over.
 */
test('at 1280 px the validators and proposals lists fit their boxes', async ({ page }) => {
  await laptop(page);
  const overflows: Record<string, number> = {};
  for (const [url, name] of [
    ['/validators', 'Validators'],
    ['/governance', 'Proposals'],
  ] as const) {
    await page.goto(url);
    overflows[name] = await overflowOf(page.getByRole('table', { name, exact: true }));
  }
  expect(overflows).toEqual({ Validators: 0, Proposals: 0 });
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
  const overflows = await overflowsOf(page, page.locator('main table'));
  expect(Object.keys(overflows)).toContain('Network transfers');
  for (const [name, overflow] of Object.entries(overflows)) {
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
});

test('on a 390 px phone home’s latest trades fit their box, with exact times too', async ({
  page,
}) => {
  // The widest a trade's time can be: "2026-01-01 00:10:27 UTC" rather than "4 s ago".
  await page.addInitScript(() => {
    localStorage.setItem('tne.timeStyle', 'absolute');
    localStorage.setItem('tne.timeZone', 'UTC');
  });
  await phone(page);
  await page.goto('/');
  const trades = page.getByRole('table', { name: 'Latest trades' });
  expect(await overflowOf(trades)).toBeLessThanOrEqual(0);
  // The trade's time is one tap away, in the row's detail. Paused first, as a reader would: a
  // busy block pushes more than the list's rows, and the opened trade with them, off the list.
  await page.getByRole('button', { name: 'Pause trades updates' }).click();
  await trades.getByRole('button', { name: 'More' }).first().click();
  await expect(trades.locator('.row-detail dt', { hasText: 'Time' })).toBeVisible();
});

test('on a 390 px phone a party’s accounts fit their boxes, the asset named in the header', async ({
  page,
  request,
}) => {
  // The party with the longest USDC margin balance (the widest figure in that table).
  const usdc = required(
    genesis.assets.find((a) => a.details.symbol === 'USDC'),
    'USDC in the genesis',
  );
  const response = await request.get(
    `/api/v2/accounts?filter.assetId=${usdc.id}&filter.accountTypes=ACCOUNT_TYPE_MARGIN&pagination.first=1000`,
  );
  const { accounts } = (await response.json()) as {
    accounts: { edges: { node: { owner: string; balance: string } }[] };
  };
  const widest = accounts.edges
    .map((e) => e.node)
    .sort((a, b) => b.balance.length - a.balance.length)[0];
  const owner = required(widest?.owner, 'a party with a USDC margin account');
  await phone(page);
  await page.goto(`/parties/${owner}`);
  const overflows = await overflowsOf(page, page.locator('.account-group table'));
  expect(Object.keys(overflows)).toContain('USDC accounts');
  for (const [name, overflow] of Object.entries(overflows)) {
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
  const usdcTable = page.getByRole('table', { name: 'USDC accounts' });
  await expect(usdcTable.getByRole('columnheader', { name: 'Balance (USDC)' })).toBeVisible();
});

test('on a 390 px phone an asset’s deposits and withdrawals fit their boxes', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v2/deposits?pagination.first=1');
  const { deposits } = (await response.json()) as {
    deposits: { edges: { node: { asset: string } }[] };
  };
  const asset = required(deposits.edges[0]?.node.asset, 'an asset with a deposit');
  await phone(page);
  await page.goto(`/assets/${asset}`);
  for (const name of ['Deposits', 'Withdrawals']) {
    const table = page.getByRole('table', { name, exact: true });
    expect(await overflowOf(table), name).toBeLessThanOrEqual(0);
  }
  // What gave way is in the row's detail.
  const depositsTable = page.getByRole('table', { name: 'Deposits', exact: true });
  await depositsTable.getByRole('button', { name: 'More' }).first().click();
  await expect(depositsTable.locator('.row-detail dt', { hasText: 'Status' })).toBeVisible();
});

test('on a 390 px phone the network parameters’ keys and JSON values stay in view', async ({
  page,
}) => {
  await phone(page);
  await page.goto('/network');
  const overflows = await overflowsOf(page, page.locator('main table.params-table'));
  for (const [name, overflow] of Object.entries(overflows)) {
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
  // A JSON value wraps its lines: nothing scrolls sideways inside its block.
  const json = page.locator('.params-table pre');
  await expect(json.first()).toBeVisible();
  const hidden = await json.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  );
  expect(hidden).toEqual([]);
  // No key is cut to "…".
  const cutKeys = await page
    .locator('.params-table th[scope="row"] .cell')
    .evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
  expect(cutKeys).toEqual([]);
});

test('on a 390 px phone the assets, validators, proposals and parties lists fit their boxes', async ({
  page,
}) => {
  await phone(page);
  for (const [url, name] of [
    ['/assets', 'Assets'],
    ['/validators', 'Validators'],
    ['/governance', 'Proposals'],
    ['/parties', 'Parties'],
  ] as const) {
    await page.goto(url);
    expect(
      await overflowOf(page.getByRole('table', { name, exact: true })),
      name,
    ).toBeLessThanOrEqual(0);
  }
});

for (const style of ['relative', 'absolute'] as const) {
  test(`on a 390 px phone transaction, order and ledger cards show their key values whole (${style} times)`, async ({
    page,
    request,
  }) => {
    if (style === 'absolute') {
      // The longest time a card can show: the exact time with its zone.
      await page.addInitScript(() => {
        localStorage.setItem('tne.timeStyle', 'absolute');
        localStorage.setItem('tne.timeZone', 'UTC');
      });
    }
    await phone(page);
    await page.goto('/transactions');
    const transactions = page.getByRole('list', { name: 'Transactions' });
    await expect(transactions.locator('time').first()).toBeVisible();
    expect(await cutInCards(transactions, 'a[href^="/blocks/"]')).toEqual([]);
    expect(await cutInCards(transactions, 'time')).toEqual([]);
    expect(await cutInCards(transactions, 'a[href^="/transactions/"]')).toEqual([]);

    await page.goto('/orders');
    const orders = page.getByRole('list', { name: 'Orders' });
    expect(await cutInCards(orders, 'a[href^="/orders/"]')).toEqual([]);
    expect(await cutInCards(orders, 'time')).toEqual([]);

    // A party's ledger: each entry's amount and time whole, not scrolled out of view.
    const response = await request.get('/api/v2/orders?pagination.first=1');
    const { orders: placed } = (await response.json()) as {
      orders: { edges: { node: { partyId: string } }[] };
    };
    const party = required(placed.edges[0]?.node.partyId, 'a party with an order');
    await page.goto(`/parties/${party}?tab=ledger`);
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    expect(await cutInCards(ledger, '.num')).toEqual([]);
    expect(await cutInCards(ledger, 'time')).toEqual([]);
  });
}
