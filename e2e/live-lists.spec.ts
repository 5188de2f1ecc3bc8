import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { afterNextPaint, expect, required, screenshot, test } from './fixtures/test.ts';

// The simulated chain makes a block a second; its agents place orders and trade in most.
const ARRIVAL = { timeout: 20_000 };

/** [aria-rowindex, data-row-id] of the rows in the DOM (a virtualised window of the list). */
function renderedRows(table: Locator): Promise<[number, string][]> {
  return table
    .locator('tbody tr[data-row-id]')
    .evaluateAll((rows) =>
      rows.map((r) => [
        Number(r.getAttribute('aria-rowindex')),
        r.getAttribute('data-row-id') ?? '',
      ]),
    );
}

const firstRowId = (table: Locator) =>
  table.locator('tbody tr[data-row-id]').first().getAttribute('data-row-id');

const scrollTop = (scroller: Locator) => scroller.evaluate((el) => el.scrollTop);

async function orderCreatedAt(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v2/order/${id}`);
  const { order } = (await response.json()) as { order: { createdAt: string; partyId: string } };
  return order;
}

/** Reads the id of the newest row of a list path (newest first, as the explorer's tabs show). */
function newestId(request: APIRequestContext, path: string, key: 'orders' | 'trades') {
  return async () => {
    const body = (await (await request.get(`${path}&pagination.first=1`)).json()) as Record<
      string,
      { edges: { node: { id: string } }[] }
    >;
    return body[key]?.edges[0]?.node.id;
  };
}

/** Waits for the stream to be live (its snapshot and the first check done). */
async function expectLive(page: Page) {
  await expect(page.locator('.refresh-note').getByRole('status')).toHaveText('Live', ARRIVAL);
}

test('new orders arrive on top of /orders at the top, once each and newer', async ({
  page,
  request,
}) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const scroller = page.getByRole('region', { name: 'Orders (scrollable)' });
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);
  const oldTop = required(await firstRowId(table), 'a first order');

  await expect.poll(() => firstRowId(table), ARRIVAL).not.toBe(oldTop);
  // At the top the list stayed at the top: the new rows pushed the others down.
  expect(await scrollTop(scroller)).toBe(0);
  const newTop = required(await firstRowId(table), 'a new first order');
  const [before, after] = [
    await orderCreatedAt(request, oldTop),
    await orderCreatedAt(request, newTop),
  ];
  expect(BigInt(after.createdAt)).toBeGreaterThan(BigInt(before.createdAt));

  // Scrolled away the list holds still: walk it and find every row once, the old top among them.
  // The walk starts one pixel down (away from the top, yet with the first rows rendered): when
  // few orders arrive the old top is still among them.
  const byPosition = new Map<number, string>();
  for (let step = 0; step <= 10 && ![...byPosition.values()].includes(oldTop); step++) {
    await scroller.evaluate((el, top) => el.scrollTo(0, top), Math.max(1, step * 1200));
    await afterNextPaint(page);
    for (const [position, id] of await renderedRows(table)) {
      expect(byPosition.get(position) ?? id, `row ${position}`).toBe(id);
      byPosition.set(position, id);
    }
  }
  const ids = [...byPosition.values()];
  expect(ids).toContain(oldTop);
  expect(new Set(ids).size).toBe(ids.length);
});

test('scrolled away, /orders keeps still and says how many new orders wait above', async ({
  page,
}) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const scroller = page.getByRole('region', { name: 'Orders (scrollable)' });
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);

  await scroller.evaluate((el) => el.scrollTo(0, 1000));
  await afterNextPaint(page);
  const still = await renderedRows(table);
  const notice = page.getByRole('button', { name: /^[\d,]+\+? new orders?$/ });
  await expect(notice).toBeVisible(ARRIVAL);
  const waitingCount = async () => Number((await notice.innerText()).replace(/\D/g, ''));
  // Let more orders arrive (the count grows): the rows under the reader do not move.
  const first = await waitingCount();
  await expect.poll(waitingCount, ARRIVAL).toBeGreaterThan(first);
  // Every row the reader saw is where it was (the window may have grown below as a page
  // loaded; nothing moved).
  expect(await renderedRows(table)).toEqual(expect.arrayContaining(still));
  expect(await scrollTop(scroller)).toBe(1000);
  expect(await waitingCount()).toBeGreaterThan(0);
  await page.screenshot({ path: screenshot('orders-new-rows') });

  const seen = new Set(still.map(([, id]) => id));
  await notice.click();
  await expect(notice).toBeHidden();
  await expect.poll(() => scrollTop(scroller)).toBe(0);
  const top = required(await firstRowId(table), 'a first order after showing the new ones');
  expect(seen.has(top)).toBe(false);
});

/**
 * Up to three parties that both placed orders and traded in many blocks of the network's last
 * minute (by the chain's clock; the most blocks of whichever each did less, first), so both tabs
 * get new rows soon. Blocks, not rows: the e2e chain's first live block jumps from START_TIME to
 * the wall clock and ends markets with one burst of trades that is not a sign of more to come;
 * counting further back would pick parties of genesis history that no longer trade; some parties
 * trade a lot on resting orders and place none. Right after the node starts there may be no such
 * party yet: wait for one.
 */
async function busiestTraders(request: APIRequestContext): Promise<string[]> {
  const read = async <T>(path: string) => (await (await request.get(path)).json()) as T;
  const recentTraders = async () => {
    const { timestamp: now } = await read<{ timestamp: string }>('/api/v2/vega/time');
    const since = BigInt(now) - 60_000_000_000n;
    const { trades } = await read<{
      trades: { edges: { node: { buyer: string; seller: string; timestamp: string } }[] };
    }>('/api/v2/trades?pagination.first=500');
    const { orders } = await read<{
      orders: { edges: { node: { partyId: string; createdAt: string } }[] };
    }>('/api/v2/orders?pagination.first=500');
    // Party → the block times it did something at.
    const note = (blocks: Map<string, Set<string>>, party: string, time: string) =>
      blocks.set(party, (blocks.get(party) ?? new Set()).add(time));
    const [traded, placed] = [new Map<string, Set<string>>(), new Map<string, Set<string>>()];
    for (const { node } of trades.edges)
      if (BigInt(node.timestamp) >= since)
        for (const party of [node.buyer, node.seller]) note(traded, party, node.timestamp);
    for (const { node } of orders.edges)
      if (BigInt(node.createdAt) >= since) note(placed, node.partyId, node.createdAt);
    const busiest = [...placed]
      .map(([party, times]) => [party, Math.min(times.size, traded.get(party)?.size ?? 0)] as const)
      .filter(([, blocks]) => blocks >= 3)
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([party]) => party);
    return busiest.length ? busiest : undefined;
  };
  let parties: string[] | undefined;
  await expect
    .poll(async () => (parties = await recentTraders()), {
      message: 'a party that placed orders and traded in 3 blocks each of the last minute',
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBeDefined();
  return required(parties, 'recent traders with recent orders');
}

test('a party’s orders and trades tabs show its new rows live', async ({ page, request }) => {
  test.setTimeout(180_000);
  const candidates = await busiestTraders(request);
  const party = { id: candidates[0]! };

  await page.goto(`/parties/${party.id}?tab=orders`);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectLive(page);
  const oldOrder = required(await firstRowId(orders), 'a first order of the party');
  // How soon the party's next order or trade comes is the simulation's business: wait for the
  // data node to have it, then the page must show it live within the usual arrival time.
  const nodeHas = { timeout: 90_000 };
  await expect
    .poll(newestId(request, `/api/v2/orders?filter.partyIds=${party.id}`, 'orders'), nodeHas)
    .not.toBe(oldOrder);
  await expect.poll(() => firstRowId(orders), ARRIVAL).not.toBe(oldOrder);
  const newOrder = required(await firstRowId(orders), 'a new first order of the party');
  const [before, after] = [
    await orderCreatedAt(request, oldOrder),
    await orderCreatedAt(request, newOrder),
  ];
  expect(after.partyId).toBe(party.id);
  expect(BigInt(after.createdAt)).toBeGreaterThan(BigInt(before.createdAt));
  await page.screenshot({ path: screenshot('party-orders-live') });

  await page
    .getByRole('navigation', { name: 'Party activity' })
    .getByRole('link', { name: 'Trades' })
    .click();
  // Any party may stop trading for a while (its market ends, its margin runs short): watch the
  // trades tab of each candidate, and check the first whose next trade the data node has.
  const watched = [{ party: party.id, page }];
  for (const other of candidates.slice(1)) {
    const tab = await page.context().newPage();
    await tab.goto(`/parties/${other}?tab=trades`);
    watched.push({ party: other, page: tab });
  }
  const tabs: {
    id: string;
    table: Locator;
    old: string;
    newest: () => Promise<string | undefined>;
  }[] = [];
  for (const { party: id, page: tab } of watched) {
    const table = tab.getByRole('table', { name: 'Trades' });
    await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
    await expectLive(tab);
    const old = required(await firstRowId(table), `a first trade of party ${id}`);
    tabs.push({
      id,
      table,
      old,
      newest: newestId(request, `/api/v2/trades?partyIds=${id}`, 'trades'),
    });
  }
  let traded: (typeof tabs)[number] | undefined;
  const nextTrade = async () => {
    for (const tab of tabs) if ((await tab.newest()) !== tab.old) return (traded = tab);
    return undefined;
  };
  await expect
    .poll(nextTrade, { ...nodeHas, message: 'a new trade of a watched party' })
    .toBeDefined();
  const { id: trader, table: trades, old: oldTrade } = required(traded, 'a party that traded');
  await expect.poll(() => firstRowId(trades), ARRIVAL).not.toBe(oldTrade);
  // Every trade listed is the party's, as buyer or seller.
  const response = await request.get(`/api/v2/trades?partyIds=${trader}&pagination.first=200`);
  const { trades: recent } = (await response.json()) as {
    trades: { edges: { node: { id: string } }[] };
  };
  const ids = recent.edges.map((e) => e.node.id);
  expect(ids).toContain(await firstRowId(trades));
});
