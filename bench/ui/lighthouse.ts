import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { findChromium } from '../../scripts/find-chromium.mjs';
import type { RealNode } from './data-node.ts';
import { onCleanup } from './processes.ts';
import { log, ms, printTable, seconds, verdict } from './report.ts';

/*
 * Google's Lighthouse, its mobile preset (a mid-range phone on a slow 4G link, simulated) and
 * its desktop preset, on the pages people land on from a link, against the real data node
 * serving this run's build. Performance and TBT depend on the machine's load; CLS,
 * accessibility, best practices and SEO do not.
 */

/** The flags Lighthouse's own CI runs headless Chromium with, plus no sandbox (containers). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Budgets: mobile performance, LCP, TBT and CLS; desktop performance; the rest 100 on both. */
const BUDGET = {
  mobilePerf: 90,
  desktopPerf: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  score: 100,
};

export interface LighthousePage {
  label: string;
  path: string;
}

interface Figures {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  a11y: number;
  bestPractices: number;
  seo: number;
}

/** The pages, each with a real id read from the node: what a pasted link opens. */
export async function lighthousePages(
  node: RealNode,
  ids: { hash: string; marketId: string },
): Promise<LighthousePage[]> {
  const orders = await node.getJson<{ orders: { edges: { node: { partyId: string } }[] } }>(
    '/api/v2/orders?pagination.first=1',
  );
  const party = orders.orders.edges[0]?.node.partyId;
  const governance = await node.getJson<{
    connection: { edges: { node: { proposal: { id: string } } }[] };
  }>('/api/v2/governances?pagination.first=1');
  const proposal = governance.connection.edges[0]?.node.proposal.id;
  if (!party || !proposal) throw new Error('the data node has no order or no proposal');
  return [
    { label: 'home', path: '/' },
    { label: 'market (active)', path: `/markets/${ids.marketId}` },
    { label: 'transaction', path: `/transactions/${ids.hash}` },
    { label: 'party', path: `/parties/${party}` },
    { label: 'validators', path: '/validators' },
    { label: 'block', path: '/blocks/100' },
    { label: 'proposal', path: `/governance/${proposal}` },
  ];
}

const score = (value: number | null | undefined) => Math.round((value ?? Number.NaN) * 100);

async function audit(port: number, url: string, config: Config | undefined): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: score(categories.performance?.score),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    a11y: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
  };
}

/** What a row misses of its preset's budgets, or "met". */
function budgetsOf(preset: 'mobile' | 'desktop', f: Figures): string {
  const missed = [
    preset === 'mobile' && f.perf < BUDGET.mobilePerf && `perf < ${BUDGET.mobilePerf}`,
    preset === 'desktop' && f.perf < BUDGET.desktopPerf && `perf < ${BUDGET.desktopPerf}`,
    preset === 'mobile' && !(f.lcp <= BUDGET.lcpMs) && 'LCP',
    preset === 'mobile' && !(f.tbt <= BUDGET.tbtMs) && 'TBT',
    preset === 'mobile' && !(f.cls <= BUDGET.cls) && 'CLS',
    f.a11y < BUDGET.score && 'a11y',
    f.bestPractices < BUDGET.score && 'BP',
    f.seo < BUDGET.score && 'SEO',
  ].filter(Boolean);
  return missed.length === 0 ? verdict(true) : `${verdict(false)}: ${missed.join(', ')}`;
}

/**
 * Each page with the mobile preset, then the desktop one, in one Chromium started for
 * Lighthouse (it drives the browser through its debugging port; each run gets a fresh tab).
 */
export async function runLighthouse(base: string, pages: readonly LighthousePage[]) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium: run `node scripts/ensure-chromium.mjs`');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  onCleanup(() => chrome.kill());
  const rows: string[][] = [];
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    for (const page of pages) {
      log(`Lighthouse ${preset}: ${page.label}…`);
      const f = await audit(chrome.port, `${base}${page.path}`, config);
      rows.push([
        page.label,
        preset,
        String(f.perf),
        seconds(f.lcp),
        ms(f.tbt),
        f.cls.toFixed(3),
        seconds(f.fcp),
        String(f.a11y),
        String(f.bestPractices),
        String(f.seo),
        budgetsOf(preset, f),
      ]);
    }
  }
  printTable(
    `Lighthouse ${pages.length} pages, mobile and desktop presets (budgets: mobile perf ≥ ${BUDGET.mobilePerf}, LCP ≤ ${seconds(BUDGET.lcpMs)}, TBT ≤ ${ms(BUDGET.tbtMs)}, CLS ≤ ${BUDGET.cls}; desktop perf ≥ ${BUDGET.desktopPerf}; a11y, best practices, SEO ${BUDGET.score})`,
    ['page', 'preset', 'perf', 'LCP', 'TBT', 'CLS', 'FCP', 'a11y', 'BP', 'SEO', 'budgets'],
    rows,
  );
}
