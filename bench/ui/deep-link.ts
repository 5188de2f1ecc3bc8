// Budget 2: a cold deep link to /transactions/<hash>: LCP ≤ 1.0 s (≤ 2.5 s with the CPU slowed
// 4×), CLS ≤ 0.1.
import type { Browser } from '@playwright/test';
import { coldPage, sleep } from './browser.ts';
import { log, max, median, ms, printTable, verdict } from './report.ts';

const LCP_BUDGET_MS = 1_000;
const LCP_THROTTLED_BUDGET_MS = 2_500;
const CLS_BUDGET = 0.1;

interface Vitals {
  lcp: number;
  lcpElement: string;
  cls: number;
  shiftSources: string[];
  fcp: number;
  ttfb: number;
}

/** Collects LCP candidates and layout shifts from the very start of the page. */
const OBSERVE_VITALS = `
  window.__vitals = { lcp: [], shifts: [] };
  const describe = (node) => {
    if (!node || !node.nodeName) return '(gone)';
    const cls = node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.nodeName.toLowerCase() + cls + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp.push({ t: e.startTime, el: describe(e.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__vitals.shifts.push({
        t: e.startTime, value: e.value, input: e.hadRecentInput,
        sources: (e.sources || []).map((s) => describe(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface RawVitals {
  lcp: { t: number; el: string }[];
  shifts: { t: number; value: number; input: boolean; sources: string[] }[];
  fcp: number;
  ttfb: number;
}

/** CLS as Chromium defines it: the largest session window (gaps < 1 s, at most 5 s long). */
export function cumulativeLayoutShift(
  shifts: readonly { t: number; value: number; input: boolean }[],
) {
  let worst = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.input) continue;
    if (shift.t - last >= 1_000 || shift.t - first >= 5_000) {
      window = 0;
      first = shift.t;
    }
    window += shift.value;
    last = shift.t;
    worst = Math.max(worst, window);
  }
  return worst;
}

async function visit(browser: Browser, url: string, cpuSlowdown: number): Promise<Vitals> {
  const { context, page } = await coldPage(browser);
  await context.addInitScript(OBSERVE_VITALS);
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Transaction' }).waitFor();
  await page.waitForLoadState('networkidle');
  // Late candidates (the decoded command, the outcome) paint after the heading.
  await sleep(1_500);
  const raw = await page.evaluate((): RawVitals => {
    const w = window as unknown as { __vitals: Omit<RawVitals, 'fcp' | 'ttfb'> };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { ...w.__vitals, fcp, ttfb: nav.responseStart };
  });
  await context.close();
  const last = raw.lcp.at(-1);
  return {
    lcp: last?.t ?? Number.NaN,
    lcpElement: last?.el ?? '(none)',
    cls: cumulativeLayoutShift(raw.shifts),
    shiftSources: raw.shifts.filter((s) => !s.input).flatMap((s) => s.sources),
    fcp: raw.fcp,
    ttfb: raw.ttfb,
  };
}

export async function runDeepLink(browser: Browser, base: string, hash: string, runs: number) {
  const url = `${base}/transactions/${hash}`;
  const plain: Vitals[] = [];
  const slowed: Vitals[] = [];
  for (let i = 0; i < runs; i += 1) {
    log(`deep link: run ${i + 1}/${runs}`);
    plain.push(await visit(browser, url, 1));
    slowed.push(await visit(browser, url, 4));
  }
  const row = (label: string, values: Vitals[], lcpBudget: number) => {
    const lcps = values.map((v) => v.lcp);
    const clss = values.map((v) => v.cls);
    return [
      label,
      ms(median(values.map((v) => v.ttfb))),
      ms(median(values.map((v) => v.fcp))),
      ms(median(lcps)),
      ms(max(lcps)),
      median(clss).toFixed(3),
      max(clss).toFixed(3),
      verdict(max(lcps) <= lcpBudget && max(clss) <= CLS_BUDGET),
    ];
  };
  printTable(
    `Deep link to /transactions/<hash>, cold, ${runs} runs each (LCP budget 1.0 s / 2.5 s at 4× CPU; CLS ≤ 0.1)`,
    [
      'CPU',
      'TTFB median',
      'FCP median',
      'LCP median',
      'LCP worst',
      'CLS median',
      'CLS worst',
      'budget',
    ],
    [row('normal', plain, LCP_BUDGET_MS), row('4× slower', slowed, LCP_THROTTLED_BUDGET_MS)],
  );
  const all = [...plain, ...slowed];
  const elements = [...new Set(all.map((v) => v.lcpElement))];
  const sources = [...new Set(all.flatMap((v) => v.shiftSources))];
  console.log(`\nLCP element(s): ${elements.join('; ')}`);
  console.log(`Layout-shift sources: ${sources.length ? sources.join('; ') : 'none'}`);
  return { plain, slowed };
}
