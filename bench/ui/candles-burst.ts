// Budget: the candles chart with 1,000 candles and live updates at 10/s: p95 frame
// ≤ 16.7 ms (each frame's main-thread work, record-phase.ts), no long task ≥ 50 ms. The page's
// chart tab is fed by the candles bench node; an idle phase of the same page (no updates) is the
// baseline; afterwards the chart's legend must show the last candle sent (no update lost).
import type { Browser } from '@playwright/test';
import { coldPage, sleep } from './browser.ts';
import type { CandlesNode } from './candles-node.ts';
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

/** "27,540.00" shown with `decimals` fixed digits → the raw integer it stands for. */
function rawOf(text: string, decimals: number): string {
  const [int = '', frac = ''] = text.trim().replace(/,/g, '').split('.');
  return BigInt(int + frac.padEnd(decimals, '0').slice(0, decimals)).toString();
}

export async function runCandlesBurst(
  browser: Browser,
  options: {
    realBase: string;
    node: CandlesNode;
    marketId: string;
    priceDecimals: number;
    rate: number;
    durationMs: number;
  },
) {
  const { realBase, node, marketId, priceDecimals, rate, durationMs } = options;
  const { context, page } = await coldPage(browser);
  await page.goto(
    `${realBase}/markets/${marketId}?tab=chart&interval=1m&node=${encodeURIComponent(node.base)}`,
  );
  await page.locator('.candles-box canvas').first().waitFor();
  const drawn = (await page.locator('.candles-box').getAttribute('aria-label')) ?? '';
  const deadline = Date.now() + 10_000;
  while (node.subscribers() === 0 && Date.now() < deadline) await sleep(100);
  if (node.subscribers() === 0) throw new Error('the chart did not open the candles stream');
  await sleep(2_000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  log('candles: 3 s idle, for comparison');
  const idle = await recordPhase(page, cdp, () => sleep(3_000));
  log(`candles: ${rate} updates/s for ${durationMs / 1000} s`);
  let sent = { sent: 0, elapsedMs: 0 };
  const live = await recordPhase(page, cdp, async () => {
    sent = await node.burst(rate, durationMs);
  });

  // The legend (not hovered) shows the newest candle: it must be the last one sent.
  const last = node.candles.candles.at(-1)!;
  let shownClose = '';
  const settle = Date.now() + 5_000;
  while (Date.now() < settle) {
    shownClose = rawOf(
      (await page.locator('.chart-legend [data-field="close"]').textContent()) ?? '',
      priceDecimals,
    );
    if (shownClose === last.close) break;
    await sleep(100);
  }
  await context.close();

  const lastShown = shownClose === last.close;
  const row = (label: string, r: Recording, updates: string, budget: string) => [
    label,
    updates,
    ...frameCells(r),
    budget,
  ];
  printTable(
    `Candles chart (${drawn.split(' from ')[0]}) with ${rate} live candle updates/s for ${durationMs / 1000} s (budget: p95 frame ≤ 16.7 ms, no long task ≥ 50 ms)`,
    ['phase', 'updates', ...FRAME_HEAD, 'budget'],
    [
      row('idle (3 s, before)', idle, '0', '(comparison)'),
      row(
        `live (${(sent.elapsedMs / 1000).toFixed(1)} s)`,
        live,
        sent.sent.toLocaleString('en'),
        `frames ${verdict(framesOk(live))}, long tasks ${verdict(tasksOk(live))}, last candle shown ${verdict(lastShown)}`,
      ),
    ],
  );
  console.log(`\n${FRAME_NOTE}`);
  const worst = [...live.loafs].sort((a, b) => b.duration - a.duration).slice(0, 3);
  for (const loaf of worst) {
    console.log(
      `- long animation frame ${Math.round(loaf.duration)} ms (blocking ${Math.round(loaf.blocking)} ms): ${loaf.scripts.join('; ') || '(no script)'}`,
    );
  }
  return { idle, live };
}
