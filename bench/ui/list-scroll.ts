// Budgets of the infinite, virtualised lists: ≤ 200 rows in the DOM at any time while the orders
// list is scrolled through 10,000 rows and the blocks list through 2,000 blocks
// (docs/benchmarks.md). Flicks the list's scroll box with the mouse wheel until its row `target`
// is shown, waiting for each next page at the end of what is loaded.
import type { Browser } from '@playwright/test';
import { coldPage, sleep } from './browser.ts';
import { log, max, printTable, seconds, verdict } from './report.ts';

const ROW_BUDGET = 200;
/** Pixels per wheel step: ~100 rows of 40 px, a fast flick. */
const WHEEL_STEP = 4_000;

interface Sample {
  /** Every table row and ARIA row in the document (header, spacers and skeletons included). */
  rows: number;
  /** Rows that show a record of the list. */
  listRows: number;
  /** Highest row shown (1-based position in the list). */
  lastShown: number;
  atBottom: boolean;
}

export interface ListScroll {
  /** What the table's title calls the run, e.g. "Orders list scrolled to row 10,000". */
  title: string;
  url: string;
  /** Name of the list's scroll box, e.g. "Orders (scrollable)". */
  region: string;
  target: number;
}

export async function runListScroll(browser: Browser, { title, url, region, target }: ListScroll) {
  const { context, page } = await coldPage(browser);
  await page.goto(url);
  const box = page.getByRole('region', { name: region, exact: true });
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
        listRows: shown.length,
        lastShown: Math.max(0, ...last),
        atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
      };
    });

  const bounds = await box.boundingBox();
  if (!bounds) throw new Error(`${region}: no scroll box`);
  await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  log(`${region}: scrolling to row ${target.toLocaleString('en')}`);
  const started = Date.now();
  const samples: Sample[] = [await sample()];
  let stalledSince = 0;
  while (samples.at(-1)!.lastShown < target) {
    if (Date.now() - started > 300_000)
      throw new Error(`${region}: no row ${target} after 5 minutes`);
    await page.mouse.wheel(0, WHEEL_STEP);
    await sleep(50);
    const now = await sample();
    samples.push(now);
    if (now.atBottom && now.lastShown === samples.at(-2)!.lastShown) {
      // At the end of what is loaded: the next page is on its way (or the list has ended).
      stalledSince ||= Date.now();
      if (Date.now() - stalledSince > 20_000) {
        throw new Error(`${region}: the list stopped at row ${now.lastShown}`);
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
    `${title} (budget ≤ ${ROW_BUDGET} rows in the DOM)`,
    [
      'samples',
      'list rows shown (max)',
      'all rows in the DOM (max sampled)',
      'all rows, any DOM change (max)',
      'time to scroll',
      'budget',
    ],
    [
      [
        String(samples.length),
        String(max(samples.map((s) => s.listRows))),
        String(max(samples.map((s) => s.rows))),
        String(most),
        seconds(tookMs),
        verdict(most <= ROW_BUDGET),
      ],
    ],
  );
  return { samples, most };
}
