// Budget 4a: the orders list (infinite, virtualised) scrolled through 10,000 rows keeps
// ≤ 200 rows in the DOM at any time.
import type { Browser } from '@playwright/test';
import { coldPage, sleep } from './browser.ts';
import { log, max, printTable, seconds, verdict } from './report.ts';

const ROW_BUDGET = 200;
/** Pixels per wheel step: ~100 rows of 40 px, a fast flick. */
const WHEEL_STEP = 4_000;

interface Sample {
  /** Every table row and ARIA row in the document (header, spacers and skeletons included). */
  rows: number;
  /** Rows that show an order. */
  orderRows: number;
  /** Highest row shown (1-based order position). */
  lastShown: number;
  atBottom: boolean;
}

export async function runOrdersScroll(browser: Browser, base: string, target: number) {
  const { context, page } = await coldPage(browser);
  await page.goto(`${base}/orders`);
  const box = page.locator('[role="region"][aria-label$="(scrollable)"]').first();
  await box.locator('[data-row-id]').first().waitFor();
  // Counts rows after every DOM change, so "at any time" includes moments between samples.
  await page.evaluate(() => {
    const rec = { most: 0 };
    (window as unknown as { __rows: typeof rec }).__rows = rec;
    const count = () => {
      rec.most = Math.max(rec.most, document.querySelectorAll('tr, [role="row"]').length);
    };
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    count();
  });
  const sample = () =>
    box.evaluate((el): Sample => {
      const shown = [...el.querySelectorAll('[data-row-id]')];
      const last = shown.map((r) => Number(r.getAttribute('aria-rowindex') ?? 0) - 1);
      return {
        rows: document.querySelectorAll('tr, [role="row"]').length,
        orderRows: shown.length,
        lastShown: Math.max(0, ...last),
        atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
      };
    });

  const bounds = await box.boundingBox();
  if (!bounds) throw new Error('the orders list has no scroll box');
  await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  log(`orders: scrolling to row ${target.toLocaleString('en')}`);
  const started = Date.now();
  const samples: Sample[] = [await sample()];
  let stalledSince = 0;
  while (samples.at(-1)!.lastShown < target) {
    if (Date.now() - started > 300_000) throw new Error('orders: no row 10,000 after 5 minutes');
    await page.mouse.wheel(0, WHEEL_STEP);
    await sleep(50);
    const now = await sample();
    samples.push(now);
    if (now.atBottom && now.lastShown === samples.at(-2)!.lastShown) {
      // At the end of what is loaded: the next page is on its way (or the list has ended).
      stalledSince ||= Date.now();
      if (Date.now() - stalledSince > 20_000) {
        throw new Error(`orders: the list stopped at row ${now.lastShown}`);
      }
      await sleep(100);
    } else {
      stalledSince = 0;
    }
  }
  const tookMs = Date.now() - started;
  const most = await page.evaluate(
    () => (window as unknown as { __rows: { most: number } }).__rows.most,
  );
  await context.close();

  printTable(
    `Orders list scrolled to row ${target.toLocaleString('en')} (budget ≤ ${ROW_BUDGET} rows in the DOM)`,
    [
      'samples',
      'order rows shown (max)',
      'all rows in the DOM (max sampled)',
      'all rows, any DOM change (max)',
      'time to scroll',
      'budget',
    ],
    [
      [
        String(samples.length),
        String(max(samples.map((s) => s.orderRows))),
        String(max(samples.map((s) => s.rows))),
        String(most),
        seconds(tookMs),
        verdict(most <= ROW_BUDGET),
      ],
    ],
  );
  return { samples, most };
}
