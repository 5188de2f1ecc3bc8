import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, required, test } from './fixtures/test.ts';

/*
 * At 1280 × 800 no page clips a column or a value: at a laptop's width the party ledger's
 * transfer type, the governance list's proposal titles and a network parameter's JSON are whole
 * (not "Transfer funds dis…", "Set spam.protection.minimumWith…")
 * or broken mid-line although the page had room for them. Ids and titles come from the API.
 */

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function laptop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The text of each cell (`selector` inside `table`) whose content is cut to "…" in its box. */
function cutCells(table: Locator, selector: string): Promise<string[]> {
  return table.evaluate(
    (el, sel) =>
      [...el.querySelectorAll(sel)]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent ?? ''),
    selector,
  );
}

test('a party’s ledger at 1280 px shows a long transfer type whole', async ({ page, request }) => {
  await laptop(page);
  // A trading party that paid an infrastructure fee: "Infrastructure fee pay" is among the
  // longest transfer types.
  const type = 'TRANSFER_TYPE_INFRASTRUCTURE_FEE_PAY';
  const orders = await json<{ orders: { edges: { node: { partyId: string } }[] } }>(
    request,
    '/api/v2/orders?pagination.first=50',
  );
  let party: string | undefined;
  for (const id of new Set(orders.orders.edges.map((e) => e.node.partyId))) {
    const paid = await json<{ ledgerEntries: { edges: unknown[] } }>(
      request,
      `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${id}` +
        `&filter.transferTypes=${type}&pagination.first=1`,
    );
    if (paid.ledgerEntries.edges.length > 0) {
      party = id;
      break;
    }
  }
  const partyId = required(party, 'a party that paid an infrastructure fee');
  await page.goto(`/parties/${partyId}?tab=ledger&type=${type}`);
  const table = page.getByRole('table', { name: 'Ledger entries' });
  await expect(table.locator('td.ledger-type').first()).toHaveText('Infrastructure fee pay');
  expect(await cutCells(table, 'td.ledger-type .cell')).toEqual([]);
  // And the balance after it is still in view, beside the amount.
  const box = await page
    .getByRole('region', { name: 'Ledger entries (scrollable)' })
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.scroll).toBeLessThanOrEqual(box.client);
});

test('the transactions list at 1280 px shows each block time and submitter name whole', async ({
  page,
}) => {
  await laptop(page);
  await page.goto('/transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  // The columns' widths are frozen from the first rows, before the block times ("…" until the
  // block is read) and the validators' names have come: they must have had room for them.
  await expect(table.locator('td.col-time time').first()).toBeVisible();
  await expect(table.locator('td.col-time [aria-busy="true"]')).toHaveCount(0);
  expect(await cutCells(table, 'td.col-time .cell')).toEqual([]);
  // A name longer than the column (a hostile genesis's) is chain text, cut with its whole value
  // on hover; names of ordinary length are whole.
  const cut = await cutCells(table, 'td.col-submitter .cell');
  expect(cut.filter((name) => name.length <= 24)).toEqual([]);
});

test('the governance list at 1280 px shows every proposal title whole', async ({
  page,
  request,
}) => {
  await laptop(page);
  // The list's first page (LIST_PAGE_SIZE rows, src/api/connection-pages.ts), as the page reads it.
  const listed = await json<{
    connection: { edges: { node: { proposal: { rationale: { title: string } } } }[] };
  }>(request, '/api/v2/governances?pagination.first=50');
  const titles = listed.connection.edges.map((e) => e.node.proposal.rationale.title);
  // The precondition that makes this a test: a long title among them, whose end a cell cut to
  // its box would lose.
  const longest = titles.reduce((a, b) => (b.length > a.length ? b : a), '');
  expect(longest.length, 'a long proposal title').toBeGreaterThanOrEqual(45);
  await page.goto('/governance');
  const table = page.getByRole('table', { name: 'Proposals' });
  await expect(table.getByRole('link', { name: longest }).first()).toBeVisible();
  expect(await cutCells(table, 'td.proposal-title .cell')).toEqual([]);
});

test('a network parameter’s JSON at 1280 px keeps each line on one line', async ({ page }) => {
  await laptop(page);
  await page.goto('/network');
  const value = page
    .getByRole('row', { name: /blockchains\.ethereumConfig/ })
    .locator('pre')
    .first();
  await expect(value).toContainText('"address"');
  // Lines of the JSON against the lines it takes on screen (a wrapped line takes two or more).
  const lines = await value.evaluate((pre) => {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return { json: (pre.textContent ?? '').split('\n').length, shown: tops.size };
  });
  expect(lines.shown).toBe(lines.json);
});

test('the network parameters at 1280 px show every key whole', async ({ page, request }) => {
  await laptop(page);
  const listed = await json<{ networkParameters: { edges: { node: { key: string } }[] } }>(
    request,
    '/api/v2/network/parameters',
  );
  const keys = listed.networkParameters.edges.map((e) => e.node.key);
  // The precondition that makes this a test: a key longer than a 32em cell of monospace.
  expect(keys).toContain('governance.proposal.updateMarket.minProposerEquityLikeShare');
  await page.goto('/network');
  const key = page.getByRole('rowheader', {
    name: 'governance.proposal.updateMarket.minProposerEquityLikeShare',
  });
  await expect(key).toBeVisible();
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.params-table th[scope="row"]')]
      .filter((th) =>
        [th, ...th.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1),
      )
      .map((th) => th.textContent ?? ''),
  );
  expect(cut).toEqual([]);
});

test('on a 390 px phone the markets filters keep each label beside its control', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/markets');
  const filters = page.getByRole('search', { name: 'Filter markets' });
  await expect(filters.getByRole('combobox', { name: 'State' })).toBeVisible();
  // A label's middle within its control's height: the two are on one line.
  const apart = await filters.evaluate((el) =>
    [...el.querySelectorAll('label')].flatMap((label) => {
      const control = document.getElementById(label.htmlFor);
      if (!control) return [`${label.textContent ?? ''}: no control`];
      const l = label.getBoundingClientRect();
      const c = control.getBoundingClientRect();
      const middle = l.top + l.height / 2;
      return middle >= c.top && middle <= c.bottom ? [] : [label.textContent ?? ''];
    }),
  );
  expect(apart).toEqual([]);
});

test('at 1280 px home’s validator parts take one line of their own', async ({ page }) => {
  await laptop(page);
  await page.goto('/');
  const stat = page
    .locator('dt', { hasText: 'Validators' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(stat).toContainText(/consensus, \d+ standby, \d+ pending/);
  // One line box for the parts, below the total's line (not broken inside "2 pending").
  const lines = await stat.evaluate((dd) => {
    const parts = [...dd.querySelectorAll('span')].find((s) =>
      s.textContent?.includes('consensus'),
    );
    const total = [...dd.querySelectorAll('span')].find((s) => /^\d+$/.test(s.textContent ?? ''));
    if (!parts || !total) return { parts: -1, below: false };
    const range = document.createRange();
    range.selectNodeContents(parts);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return {
      parts: tops.size,
      below: parts.getBoundingClientRect().top >= total.getBoundingClientRect().bottom - 1,
    };
  });
  expect(lines).toEqual({ parts: 1, below: true });
});

test('on a 390 px phone a transaction’s nonce stays on one line', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listed = await json<{ transactions: { hash: string; command: { nonce: string } }[] }>(
    request,
    '/rest/transactions?limit=50',
  );
  // The longest nonce listed (they are up to 20 digits).
  const tx = required(
    [...listed.transactions].sort((a, b) => b.command.nonce.length - a.command.nonce.length)[0],
    'a transaction',
  );
  expect(tx.command.nonce.length, 'a long nonce').toBeGreaterThanOrEqual(19);
  await page.goto(`/transactions/${tx.hash}`);
  const nonce = page.locator('dl.fields > dt', { hasText: 'Nonce' }).locator('+ dd');
  await expect(nonce).toHaveText(tx.command.nonce);
  const lines = await nonce.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
