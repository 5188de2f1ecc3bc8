import type { Page } from '@playwright/test';
import { liveMarket } from './fixtures/markets.ts';
import { expect, genesis, required, screenshot, test } from './fixtures/test.ts';

// Times in the legend follow the app's local zone; pinning the browser's zone to UTC lets the
// test find the hovered candle from the API's start times without the app's code.
test.use({ timezoneId: 'UTC' });

const markets = (genesis as unknown as { markets: { id: string; instrument: { code: string } }[] })
  .markets;
const btc = required(
  markets.find((m) => m.instrument.code.startsWith('BTCUSD')),
  'a BTCUSD market in the genesis',
);

interface ApiCandle {
  start: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A raw integer in `dp` decimals, all digits kept, thousands grouped (the app's rule). */
function fixed(raw: string, dp: number): string {
  if (dp <= 0) return BigInt(raw + '0'.repeat(-dp)).toLocaleString('en-US');
  const digits = raw.padStart(dp + 1, '0');
  const int = BigInt(digits.slice(0, -dp)).toLocaleString('en-US');
  return `${int}.${digits.slice(-dp)}`;
}

/** "2026-01-01 12:05" of a Unix-ns start, in UTC. */
const minuteOf = (ns: string) =>
  new Date(Number(BigInt(ns) / 1_000_000n)).toISOString().slice(0, 16).replace('T', ' ');

async function marketDecimals(page: Page, marketId = btc.id) {
  const res = await page.request.get(`/api/v2/market/${marketId}`);
  const { market } = (await res.json()) as {
    market: { decimalPlaces: string; positionDecimalPlaces: string };
  };
  return { price: Number(market.decimalPlaces), size: Number(market.positionDecimalPlaces) };
}

/**
 * The drawn chart (lightweight-charts' own element: its panes, axes and canvases) takes its box's
 * whole width and height, not a part of it, also after a resize.
 */
async function expectChartFillsBox(page: Page) {
  const box = page.locator('.candles-box');
  await expect(async () => {
    const outer = required(await box.boundingBox(), 'the chart box');
    const drawn = required(
      await box.locator('.tv-lightweight-charts').boundingBox(),
      'the drawn chart',
    );
    expect(Math.abs(drawn.width - outer.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(drawn.height - outer.height)).toBeLessThanOrEqual(1);
  }).toPass();
}

const legend = (page: Page, field: string) => page.locator(`.chart-legend [data-field="${field}"]`);

test('the candles chart: interval in the URL, crosshair legend equals the API candle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dp = await marketDecimals(page);
  await page.goto(`/markets/${btc.id}?tab=chart`);
  const box = page.locator('.candles-box');
  await expect(box.locator('canvas').first()).toBeVisible();

  await page.getByRole('button', { name: '5 minutes', exact: true }).click();
  await expect(page).toHaveURL(/[?&]interval=5m(&|$)/);
  await expect(page.getByRole('button', { name: '5 minutes', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The chart fills its box's width.
  const panel = await page.locator('.candles-chart').boundingBox();
  const canvasBox = await box.boundingBox();
  expect(canvasBox!.width).toBeGreaterThan(panel!.width - 40);
  await expectChartFillsBox(page);

  // Hover the oldest candle (the newest may still change while the test reads it): sweep from
  // the left until the crosshair is on a candle.
  const hoverOldest = async () => {
    const b = required(await box.boundingBox(), 'the chart box');
    for (let f = 0.02; f < 0.95; f += 0.01) {
      await page.mouse.move(b.x + b.width * f, b.y + b.height * 0.4);
      if ((await page.locator('.chart-legend').getAttribute('data-state')) === 'hovered') return;
    }
    throw new Error('no candle under the crosshair');
  };
  await hoverOldest();
  const time = required(await legend(page, 'time').textContent(), 'legend time');

  const intervals = (await (
    await page.request.get(`/api/v2/candle/intervals?marketId=${btc.id}`)
  ).json()) as { intervalToCandleId: { interval: string; candleId: string }[] };
  const candleId = required(
    intervals.intervalToCandleId.find((i) => i.interval === '5 minutes')?.candleId,
    'a 5-minute candle id',
  );
  const res = await page.request.get(`/api/v2/candle?candleId=${candleId}&pagination.first=1000`);
  const body = (await res.json()) as { candles: { edges: { node: ApiCandle }[] } };
  const candle = required(
    body.candles.edges.map((e) => e.node).find((c) => minuteOf(c.start) === time),
    `the API candle starting ${time}`,
  );
  await expect(legend(page, 'open')).toHaveText(fixed(candle.open, dp.price));
  await expect(legend(page, 'high')).toHaveText(fixed(candle.high, dp.price));
  await expect(legend(page, 'low')).toHaveText(fixed(candle.low, dp.price));
  await expect(legend(page, 'close')).toHaveText(fixed(candle.close, dp.price));
  await expect(legend(page, 'volume')).toHaveText(fixed(candle.volume, dp.size));

  // Screenshots, hovered, light and dark, desktop and phone.
  for (const [name, width, height] of [
    ['1280', 1280, 800],
    ['390', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // It follows its box when the window narrows.
    await expectChartFillsBox(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await hoverOldest();
      await page.screenshot({
        path: screenshot(`market-chart-${name}-${scheme}`),
        fullPage: width < 600,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the candles chart pans when dragged and zooms with the wheel', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/markets/${btc.id}?tab=chart&interval=5m`);
  const box = page.locator('.candles-box');
  await expectChartFillsBox(page);
  const b = required(await box.boundingBox(), 'the chart box');
  const y = b.y + b.height * 0.4;
  /**
   * Sweeps the plot left to right (the price axis, ~80 px, excluded) and gives where the
   * crosshair first shows each candle: the left edge of its slot.
   */
  const timeAt = async (x: number) => {
    await page.mouse.move(x, y);
    if ((await page.locator('.chart-legend').getAttribute('data-state')) !== 'hovered') return '';
    return required(await legend(page, 'time').textContent(), 'legend time');
  };
  const slots = async () => {
    const firstX = new Map<string, number>();
    // 6 px steps, then back pixel by pixel to the slot's first one.
    for (let x = b.x + 6; x < b.x + b.width - 80 && firstX.size < 2; x += 6) {
      const time = await timeAt(x);
      if (!time || firstX.has(time)) continue;
      let first = x;
      while (first > x - 6 && (await timeAt(first - 1)) === time) first -= 1;
      firstX.set(time, first);
    }
    const [oldest, next] = [...firstX];
    return { oldest: required(oldest, 'a candle'), next: required(next, 'a second candle') };
  };
  const before = await slots();
  const spacing = before.next[1] - before.oldest[1];

  // Drag 120 px to the left from inside the oldest candle's slot: the candles follow (to the
  // right, the chart would stop the newest candle at the plot's edge).
  const grab = before.oldest[1] + Math.floor(spacing / 2);
  await page.mouse.move(grab, y);
  await page.mouse.down();
  await page.mouse.move(grab - 120, y, { steps: 6 });
  await page.mouse.up();
  const panned = await slots();
  expect(panned.oldest[0]).toBe(before.oldest[0]);
  // The chart takes the first few pixels of a drag as the start of it: most of the 120 px,
  // never more, and more than a couple of candles' slots.
  const moved = before.oldest[1] - panned.oldest[1];
  expect(moved).toBeGreaterThan(2 * spacing);
  expect(moved).toBeLessThanOrEqual(124);

  // The wheel over the chart zooms in: the candles' slots get wider.
  await page.mouse.move(panned.oldest[1] + Math.floor(spacing / 2), y);
  // Each wheel notch zooms by a step (~12 % wider slots): five of them.
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -100);
  await expect(async () => {
    const zoomed = await slots();
    expect(zoomed.next[1] - zoomed.oldest[1]).toBeGreaterThan(spacing * 1.2);
  }).toPass();
});

test('the depth chart reads out a level’s price and cumulative size from the book', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = await liveMarket(page.request);
  const dp = await marketDecimals(page, market.id);
  // A silent depth stream: the chart shows exactly the REST snapshot captured here.
  await page.routeWebSocket(/\/api\/v2\/stream\/markets\/depth\/updates/, () => undefined);
  // The page reads the snapshot when it opens and again when the stream opens: every one is
  // kept, and the book the page shows is the one whose sequence its table carries.
  type Snapshot = {
    sequenceNumber: string;
    buy: { price: string; volume: string }[];
    sell: { price: string; volume: string }[];
  };
  const snapshots: Promise<Snapshot>[] = [];
  page.on('response', (r) => {
    if (r.url().includes(`/api/v2/market/depth/${market.id}/latest`) && r.ok())
      snapshots.push(r.json() as Promise<Snapshot>);
  });
  await page.goto(`/markets/${market.id}`);
  const table = page.locator('table[aria-label="Order book"][data-sequence]');
  await expect(table).toBeVisible();
  await expect(async () => {
    const shown = await table.getAttribute('data-sequence');
    const last = await snapshots.at(-1);
    expect(last?.sequenceNumber).toBe(shown);
  }).toPass();
  const book = required(await snapshots.at(-1), 'a depth snapshot');
  const svg = page.locator('.depth-chart svg');
  await expect(svg.locator('.depth-bids')).toBeVisible();
  await expect(svg.locator('.depth-asks')).toBeVisible();
  // Measured once the page has settled (the table above the chart loads first).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .first(),
  ).toBeVisible();

  // Bids left of the mid line, asks right of it; the price axis is linear from the lowest to
  // the highest level shown, so the mid line sits wherever the book puts it: hover half-way
  // between it and each edge.
  const b = required(await svg.boundingBox(), 'the depth chart box');
  const midLine = required(await svg.locator('.chart-mid').boundingBox(), 'the mid-price line');
  const midX = midLine.x + midLine.width / 2 - b.x;
  for (const [x, sideName, levels] of [
    [midX / 2, 'Bid', book.buy],
    [(midX + b.width) / 2, 'Ask', book.sell],
  ] as const) {
    await svg.hover({ position: { x, y: b.height / 2 } });
    const readout = page.locator('.depth-readout');
    await expect(readout).toContainText(sideName);
    const priceText = required(
      await readout.locator('[data-field="price"]').textContent(),
      'hovered price',
    );
    const level = required(
      levels.find((l) => fixed(l.price, dp.price) === priceText),
      `a ${sideName} level at ${priceText}`,
    );
    // Cumulative: this level and every better one (higher bids, lower asks).
    const better = levels.filter((l) =>
      sideName === 'Bid'
        ? BigInt(l.price) >= BigInt(level.price)
        : BigInt(l.price) <= BigInt(level.price),
    );
    const cumulative = better.reduce((sum, l) => sum + BigInt(l.volume), 0n);
    await expect(readout.locator('[data-field="cumulative"]')).toHaveText(
      fixed(cumulative.toString(), dp.size),
    );
    await expect(readout.locator('[data-field="volume"]')).toHaveText(fixed(level.volume, dp.size));
  }
  await page.screenshot({ path: screenshot('market-depth-1280-light') });
});
