// Budget 3: the order book under 1,000 level updates/s for 10 s: no long task ≥ 50 ms, p95
// frame time ≤ 16.7 ms, and no update lost (the rendered book equals a fresh snapshot).
import type { Browser, CDPSession, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import type { PriceLevel } from '#contract/market-depth.ts';
import { coldPage, sleep } from './browser.ts';
import type { BookNode } from './book-node.ts';
import { log, max, median, ms, percentile, printTable, verdict } from './report.ts';

const BOOK = 'table[aria-label="Order book"]';
/** Rows per side the explorer's table shows (order-book-panel.tsx BOOK_LEVELS). */
const SHOWN_LEVELS = 12;
const FRAME_BUDGET_MS = 16.7;
/**
 * rAF deltas of a 60 Hz page jitter around 16.7 ms (the idle page's own p95 is ~16.8 ms), so
 * the p95 is held to one frame plus this much timer jitter; a dropped frame adds 16.7 ms.
 */
export const FRAME_JITTER_MS = 0.5;
const LONG_TASK_MS = 50;

export interface Recording {
  /** Renderer main-thread CPU time per second of the phase (CDP ThreadTime): load-independent. */
  cpuMsPerSecond?: number;
  frames: number[];
  longTasks: number[];
  /** Long animation frames: where the time went (script URL and function), for diagnosis. */
  loafs: { duration: number; blocking: number; scripts: string[] }[];
}

/** Starts recording frame deltas (rAF), long tasks and long animation frames in the page. */
async function startRecording(page: Page) {
  await page.evaluate(() => {
    const rec = {
      frames: [] as number[],
      longTasks: [] as number[],
      loafs: [] as unknown[],
      stop: false,
    };
    (window as unknown as { __rec: typeof rec }).__rec = rec;
    let last = -1;
    const loop = (t: number) => {
      if (last >= 0) rec.frames.push(t - last);
      last = t;
      if (!rec.stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    const longTasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.longTasks.push(e.duration);
    });
    longTasks.observe({ type: 'longtask' });
    const loafs = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        scripts: {
          sourceURL: string;
          sourceFunctionName: string;
          invoker: string;
          duration: number;
        }[];
      })[]) {
        rec.loafs.push({
          duration: e.duration,
          blocking: e.blockingDuration,
          scripts: e.scripts.map(
            (s) =>
              `${s.invoker} ${s.sourceFunctionName || '?'} @${s.sourceURL.split('/').pop()} ${Math.round(s.duration)}ms`,
          ),
        });
      }
    });
    loafs.observe({ type: 'long-animation-frame' });
    (rec as unknown as { observers: PerformanceObserver[] }).observers = [longTasks, loafs];
  });
}

async function stopRecording(page: Page): Promise<Recording> {
  return page.evaluate(() => {
    const rec = (
      window as unknown as {
        __rec: Recording & { stop: boolean; observers: PerformanceObserver[] };
      }
    ).__rec;
    rec.stop = true;
    for (const o of rec.observers) {
      for (const e of o.takeRecords())
        if (e.entryType === 'longtask') rec.longTasks.push(e.duration);
      o.disconnect();
    }
    return { frames: rec.frames, longTasks: rec.longTasks, loafs: rec.loafs };
  });
}

/** Main-thread CPU seconds of the renderer so far (CDP Performance.getMetrics ThreadTime). */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN;
}

/** Records `during` and the main thread's CPU time per second of it. */
export async function recordPhase(page: Page, cdp: CDPSession, during: () => Promise<unknown>) {
  const cpuBefore = await threadTime(cdp);
  const started = performance.now();
  await startRecording(page);
  await during();
  const recording = await stopRecording(page);
  const seconds = (performance.now() - started) / 1000;
  recording.cpuMsPerSecond = (((await threadTime(cdp)) - cpuBefore) * 1000) / seconds;
  return recording;
}

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

  const framesOk = percentile(burst.frames, 95) <= FRAME_BUDGET_MS + FRAME_JITTER_MS;
  const tasksOk = burst.longTasks.every((d) => d < LONG_TASK_MS);
  const row = (label: string, r: Recording, updates: string, budget: string) => [
    label,
    updates,
    String(r.frames.length),
    ms(median(r.frames)),
    `${percentile(r.frames, 95).toFixed(1)} ms`,
    ms(max(r.frames)),
    String(r.frames.filter((d) => d > 1.5 * FRAME_BUDGET_MS).length),
    String(r.longTasks.filter((d) => d >= LONG_TASK_MS).length),
    ms(max(r.longTasks)),
    `${Math.round(r.cpuMsPerSecond ?? Number.NaN)} ms/s`,
    budget,
  ];
  printTable(
    `Order book under ${rate.toLocaleString('en')} level updates/s for ${durationMs / 1000} s (budget: no long task ≥ 50 ms, p95 frame ≤ 16.7 ms)`,
    [
      'phase',
      'updates',
      'frames',
      'frame median',
      'frame p95',
      'worst frame',
      'frames > 25 ms',
      'long tasks ≥ 50 ms',
      'longest task',
      'main-thread CPU',
      'budget',
    ],
    [
      row('idle (3 s, before)', idle, '0', '(comparison)'),
      row(
        `burst (${(sent.elapsedMs / 1000).toFixed(1)} s)`,
        burst,
        sent.sent.toLocaleString('en'),
        `frames ${verdict(framesOk)}, long tasks ${verdict(tasksOk)}`,
      ),
    ],
  );
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
