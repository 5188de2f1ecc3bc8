// Budget 3: the order book under 1,000 level updates/s for 10 s: no long task ≥ 50 ms, p95
// frame ≤ 16.7 ms (each frame's main-thread work: record-phase.ts), and no update lost (the
// rendered book equals a fresh snapshot).
import type { Browser, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import type { PriceLevel } from '#contract/market-depth.ts';
import { coldPage, sleep } from './browser.ts';
import type { BookNode } from './book-node.ts';
import {
  FRAME_HEAD,
  FRAME_NOTE,
  frameCells,
  framesOk,
  recordPhase,
  tasksOk,
  type Recording,
} from './record-phase.ts';
import { log, printTable, verdict } from './report.ts';

const BOOK = 'table[aria-label="Order book"]';
/** Rows per side the explorer's table shows (order-book-panel.tsx BOOK_LEVELS). */
const SHOWN_LEVELS = 12;

/** "1,234.50" shown with `decimals` fixed fraction digits → the raw integer it stands for. */
export function parseShown(text: string, decimals: number): bigint {
  const [int = '', frac = ''] = text.trim().replace(/,/g, '').split('.');
  if (decimals <= 0) return BigInt(int) / 10n ** BigInt(-decimals);
  return BigInt(int + frac.padEnd(decimals, '0').slice(0, decimals));
}

interface ShownRow {
  price: string;
  volume: string;
  orders: string;
}

async function readBook(page: Page) {
  return page.evaluate((book) => {
    const rows = (selector: string) =>
      [...document.querySelectorAll(`${book} ${selector} tr.book-row`)].map((tr) => {
        const cells = tr.querySelectorAll('td');
        return {
          price: cells[0]?.textContent ?? '',
          volume: cells[1]?.textContent ?? '',
          orders: cells[3]?.textContent ?? '',
        };
      });
    return {
      sequence: document.querySelector(book)?.getAttribute('data-sequence') ?? '',
      // Asks are drawn worst first (best next to the spread): read them back best first.
      asks: rows('tbody.book-asks').reverse(),
      bids: rows('tbody.book-bids'),
    };
  }, BOOK);
}

/** Differences between what the page shows and the best levels of the expected book. */
function compareSide(
  side: string,
  shown: ShownRow[],
  expected: PriceLevel[],
  decimals: { price: number; size: number },
): string[] {
  const want = expected.slice(0, SHOWN_LEVELS);
  const problems: string[] = [];
  if (shown.length !== want.length)
    problems.push(`${side}: ${shown.length} rows, expected ${want.length}`);
  want.forEach((level, i) => {
    const row = shown[i];
    if (!row) return;
    const got = {
      price: parseShown(row.price, decimals.price).toString(),
      volume: parseShown(row.volume, decimals.size).toString(),
      orders: row.orders.trim(),
    };
    if (
      got.price !== level.price ||
      got.volume !== level.volume ||
      got.orders !== level.numberOfOrders
    ) {
      problems.push(
        `${side} #${i + 1}: shows ${JSON.stringify(got)}, snapshot ${JSON.stringify(level)}`,
      );
    }
  });
  return problems;
}

export async function runBookBurst(
  browser: Browser,
  options: {
    realBase: string;
    node: BookNode;
    decimals: { price: number; size: number };
    rate: number;
    durationMs: number;
    /** Writes a CPU profile of the page during the burst here (open it in DevTools). */
    profilePath?: string | undefined;
  },
) {
  const { realBase, node, decimals, rate, durationMs, profilePath } = options;
  const marketId = node.book.snapshot.marketId;
  const { context, page } = await coldPage(browser);
  await page.goto(`${realBase}/markets/${marketId}?node=${encodeURIComponent(node.base)}`);
  await page.locator(`${BOOK}[data-sequence]`).waitFor();
  const deadline = Date.now() + 10_000;
  while (node.subscribers() === 0 && Date.now() < deadline) await sleep(100);
  if (node.subscribers() === 0) throw new Error('the market page did not open the depth stream');
  await sleep(2_000); // let the page's first requests settle

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  log('order book: 3 s idle, for comparison');
  const idle = await recordPhase(page, cdp, () => sleep(3_000));

  const readsBefore = node.snapshotReads();
  log(`order book: ${rate} updates/s for ${durationMs / 1000} s`);
  if (profilePath) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  let sent = { sent: 0, elapsedMs: 0 };
  const burst = await recordPhase(page, cdp, async () => {
    sent = await node.burst(rate, durationMs);
  });
  if (profilePath) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
    log(`order book: CPU profile written to ${profilePath}`);
  }
  const finalSequence = node.book.sequence.toString();

  // The last batch renders within a frame or two; a gap would cost a snapshot (≥ 1 s apart).
  const settleDeadline = Date.now() + 15_000;
  let shown = await readBook(page);
  while (shown.sequence !== finalSequence && Date.now() < settleDeadline) {
    await sleep(100);
    shown = await readBook(page);
  }
  const expected = node.book.latest();
  const problems = [
    ...(shown.sequence === finalSequence
      ? []
      : [`sequence: shows ${shown.sequence}, final ${finalSequence}`]),
    ...compareSide('bids', shown.bids, expected.buy, decimals),
    ...compareSide('asks', shown.asks, expected.sell, decimals),
  ];
  const resyncs = node.snapshotReads() - readsBefore;
  await context.close();

  const row = (label: string, r: Recording, updates: string, budget: string) => [
    label,
    updates,
    ...frameCells(r),
    budget,
  ];
  printTable(
    `Order book under ${rate.toLocaleString('en')} level updates/s for ${durationMs / 1000} s (budget: no long task ≥ 50 ms, p95 frame ≤ 16.7 ms)`,
    ['phase', 'updates', ...FRAME_HEAD, 'budget'],
    [
      row('idle (3 s, before)', idle, '0', '(comparison)'),
      row(
        `burst (${(sent.elapsedMs / 1000).toFixed(1)} s)`,
        burst,
        sent.sent.toLocaleString('en'),
        `frames ${verdict(framesOk(burst))}, long tasks ${verdict(tasksOk(burst))}`,
      ),
    ],
  );
  console.log(`\n${FRAME_NOTE}`);
  printTable(
    'Order book after the burst vs. a fresh snapshot (budget: no update lost)',
    [
      'final sequence',
      'shown sequence',
      'levels compared',
      'differences',
      'snapshot re-reads during the burst',
      'budget',
    ],
    [
      [
        finalSequence,
        shown.sequence,
        String(shown.bids.length + shown.asks.length),
        String(problems.length),
        String(resyncs),
        verdict(problems.length === 0),
      ],
    ],
  );
  for (const problem of problems.slice(0, 10)) console.log(`- ${problem}`);
  const worstLoafs = [...burst.loafs].sort((a, b) => b.duration - a.duration).slice(0, 3);
  for (const loaf of worstLoafs) {
    console.log(
      `- long animation frame ${Math.round(loaf.duration)} ms: ${loaf.scripts.join('; ') || '(no script)'}`,
    );
  }
  return { idle, burst, problems, resyncs };
}
