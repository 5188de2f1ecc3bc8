import type { WebSocketRoute } from '@playwright/test';
import { liveMarket } from './fixtures/markets.ts';
import { expect, genesis, required, screenshot, test } from './fixtures/test.ts';

interface GenesisMarket {
  id: string;
  instrument: { code: string; name: string };
}

// The shared fixture types only the genesis fields other specs need; markets are read here.
const markets = (genesis as unknown as { markets: GenesisMarket[] }).markets;
const btc = required(
  markets.find((m) => m.instrument.code.startsWith('BTCUSD')),
  'a BTCUSD market in the genesis',
);

test('the markets page lists every genesis market with live prices', async ({ page }) => {
  await page.goto('/markets');
  const table = page.getByRole('table', { name: 'Markets' });
  // Governance may have added markets since genesis: every genesis one must be there.
  await expect(table.getByRole('link', { name: btc.instrument.code, exact: true })).toBeVisible();
  const rowCount = await table.getByRole('row').count();
  expect(rowCount).toBeGreaterThan(markets.length);
  for (const market of markets) {
    await expect(
      table.getByRole('link', { name: market.instrument.code, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  // Every market shows a mark price (a number, not the "—" placeholder).
  const btcRow = table.getByRole('row').filter({ hasText: btc.instrument.code });
  await expect(btcRow.getByRole('cell').nth(5)).toHaveText(/^\d[\d,]*\.\d+$/);

  // Sorting lives in the URL.
  await table.getByRole('button', { name: /24 h volume/ }).click();
  await expect(page).toHaveURL(/sort=-volume/);
  await page.getByRole('searchbox', { name: 'Filter' }).fill('btcusd');
  // Only the header row lacks the filter text.
  await expect(table.getByRole('row').filter({ hasNotText: /btcusd/i })).toHaveCount(1);
  await expect(table.getByRole('link', { name: btc.instrument.code, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter' }).fill('');
  await expect(table.getByRole('row')).toHaveCount(rowCount);
  await page.screenshot({ path: screenshot('markets'), fullPage: true });

  await table.getByRole('link', { name: btc.instrument.code, exact: true }).click();
  await expect(page).toHaveURL(`/markets/${btc.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(btc.instrument.code);
});

test('a market that expired links to its successor, in the list and on its page', async ({
  page,
  request,
}) => {
  // The genesis future that expires first (LDOETH, 240 s after genesis) has settled within the
  // history; its successor names it in its metadata (`parent:<id>`).
  const ldo = required(
    markets.find((m) => m.instrument.code.startsWith('LDOETH')),
    'an LDOETH market in the genesis',
  );
  const { markets: listed } = (await (await request.get('/api/v2/markets')).json()) as {
    markets: {
      edges: {
        node: {
          id: string;
          state: string;
          tradableInstrument: { instrument: { code: string; metadata: { tags: string[] } } };
        };
      }[];
    };
  };
  const byId = new Map(listed.edges.map((e) => [e.node.id, e.node]));
  expect(['STATE_SETTLED', 'STATE_CLOSED']).toContain(byId.get(ldo.id)?.state);
  const successor = required(
    listed.edges
      .map((e) => e.node)
      .find(
        (m) =>
          m.tradableInstrument.instrument.metadata.tags.includes(`parent:${ldo.id}`) &&
          m.state !== 'STATE_REJECTED',
      ),
    'a successor of the LDOETH genesis market',
  );
  const successorCode = successor.tradableInstrument.instrument.code;

  await page.goto('/markets');
  const row = page
    .getByRole('table', { name: 'Markets' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: ldo.instrument.code, exact: true }) });
  await expect(row.getByRole('link', { name: successorCode, exact: true })).toHaveAttribute(
    'href',
    `/markets/${successor.id}`,
  );
  await expect(row).toContainText(`succeeded by ${successorCode}`);

  await page.goto(`/markets/${ldo.id}`);
  const link = page.getByTestId('market-successor').getByRole('link');
  await expect(link).toHaveText(successorCode);
  await page.screenshot({ path: screenshot('market-successor') });
  await link.click();
  await expect(page).toHaveURL(`/markets/${successor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(successorCode);
});

test('a market page streams its order book and trades, and survives a dropped stream', async ({
  page,
  request,
}) => {
  // A genesis market may have expired by now: a market trading now, chosen through the API.
  const market = await liveMarket(request);
  // Depth-update sockets pass through the test, so it can cut one.
  const depthSockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v2\/stream\/markets\/depth\/updates/, (ws) => {
    depthSockets.push(ws);
    ws.connectToServer();
  });
  await page.goto(`/markets/${market.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(market.code);

  const book = page.getByRole('table', { name: 'Order book' });
  await expect(book).toHaveAttribute('data-sequence', /^\d+$/);
  await expect(book.getByRole('rowheader', { name: 'Best bid' })).toBeVisible();
  await expect(book.getByRole('rowheader', { name: 'Best ask' })).toBeVisible();
  await expect(book.getByRole('rowheader', { name: 'Bid', exact: true }).first()).toBeVisible();
  await expect(book.getByRole('rowheader', { name: 'Ask', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Depth chart from/ })).toBeVisible();

  // The book changes without a reload: a later sequence number.
  const bookPanel = page.getByRole('region', { name: 'Order book', exact: true });
  await expect(bookPanel.getByRole('status')).toHaveText('Live');
  const firstSequence = BigInt((await book.getAttribute('data-sequence')) ?? '0');
  await expect
    .poll(async () => BigInt((await book.getAttribute('data-sequence')) ?? '0'))
    .toBeGreaterThan(firstSequence);

  // The tape receives trades: its newest row changes.
  const tape = page.getByRole('table', { name: 'Trades' });
  await expect(tape.getByRole('row').nth(1)).toBeVisible();
  const newest = (await tape.getAttribute('data-latest-trade')) ?? '';
  await expect(tape).not.toHaveAttribute('data-latest-trade', newest, { timeout: 20_000 });

  await page.screenshot({ path: screenshot('market'), fullPage: true });

  // Cut the depth stream: the panel says so, reconnects by itself and the book moves again.
  expect(depthSockets.length).toBeGreaterThan(0);
  await depthSockets.at(-1)!.close({ code: 4000, reason: 'test disconnect' });
  await expect(bookPanel.getByRole('status')).toHaveText(/^Reconnecting/);
  await expect(bookPanel.getByRole('status')).toHaveText('Live', { timeout: 15_000 });
  const afterReconnect = BigInt((await book.getAttribute('data-sequence')) ?? '0');
  await expect
    .poll(async () => BigInt((await book.getAttribute('data-sequence')) ?? '0'))
    .toBeGreaterThan(afterReconnect);

  // Pausing stops the stream until resumed.
  await bookPanel.getByRole('button', { name: 'Pause order book updates' }).click();
  await expect(bookPanel.getByRole('status')).toHaveText('Paused');
  await bookPanel.getByRole('button', { name: 'Resume order book updates' }).click();
  await expect(bookPanel.getByRole('status')).toHaveText('Live');
});

test('a market deep link opens its chart and configuration tabs', async ({ page }) => {
  await page.goto(`/markets/${btc.id}?tab=chart`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(btc.instrument.code);
  const intervals = page.getByRole('group', { name: 'Candle interval' });
  await expect(intervals.getByRole('button', { name: '1 minute' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await intervals.getByRole('button', { name: '5 minutes', exact: true }).click();
  await expect(page).toHaveURL(/interval=5m/);
  await expect(page.getByRole('img', { name: /5 minutes candles from/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Market sections' })
    .getByRole('link', {
      name: 'Configuration',
    })
    .click();
  await expect(page).toHaveURL(/tab=config/);
  await expect(page.getByRole('heading', { name: 'Settlement data source' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price monitoring triggers' })).toBeVisible();
  await page.getByText('Raw JSON').click();
  await expect(page.locator('.raw-json pre')).toContainText(`"id": "${btc.id}"`);
});

test('a market lists its liquidity provisions, as the data node has them', async ({
  page,
  request,
}) => {
  const response = await request.get(
    `/api/v2/liquidity/provisions?marketId=${btc.id}&pagination.first=1000`,
  );
  const { liquidityProvisions } = (await response.json()) as {
    liquidityProvisions: { edges: { node: { partyId: string } }[] };
  };
  const parties = liquidityProvisions.edges.map((e) => e.node.partyId);
  required(parties[0], 'a liquidity provision on BTCUSD');
  await page.goto(`/markets/${btc.id}?tab=liquidity`);
  const table = page.getByRole('table', { name: 'Liquidity provisions' });
  // One row per provision, each linking to its provider.
  await expect(table.getByRole('row')).toHaveCount(parties.length + 1);
  for (const party of parties.slice(0, 3))
    await expect(table.locator(`a[href="/parties/${party}"]`).first()).toBeVisible();
  await page.screenshot({ path: screenshot('market-liquidity') });
});

test('an unknown market id shows a not-found state', async ({ page }) => {
  const unknown = 'ef'.repeat(32);
  await page.goto(`/markets/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Market not found' })).toBeVisible();
  await expect(page.getByText(unknown)).toBeVisible();

  await page.goto('/markets/not-a-market');
  await expect(page.getByRole('heading', { name: 'Market not found' })).toBeVisible();
  await expect(page.getByText('is not a valid id')).toBeVisible();
});
