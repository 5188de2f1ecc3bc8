// Budget 1: the JavaScript downloaded before the first route renders, ≤ 150 KB gzip.
import type { Browser, Page } from '@playwright/test';
import { coldPage, sleep } from './browser.ts';
import { composition, fileGzip, routeFiles, type BuiltApp } from './builds.ts';
import { gzipSize } from './builds.ts';
import { kb, log, printTable, verdict } from './report.ts';

/** Every first route ≤ 1.3× the bare React + react-router + react-query build of the same run:
 * a ratio, so the budget follows the libraries every page needs. */
export const INITIAL_JS_BUDGET_RATIO = 1.3;

/**
 * The chart library and markdown are never in a first route: they load with their own tab's
 * chunk. Packages of lightweight-charts (fancy-canvas is its canvas helper) and of
 * react-markdown with remark-gfm (the unified / remark / micromark / mdast / hast family).
 */
const TAB_ONLY_PACKAGES =
  /^(lightweight-charts|fancy-canvas|react-markdown|remark-|unified|micromark|mdast-|hast-)/;

/** The tab-only packages among the modules of the files a page loaded. */
function tabOnlyCode(app: BuiltApp, urls: readonly string[]): string[] {
  const files = urls.map((url) => url.replace(/^\//, '')).filter((f) => app.modulesByFile.has(f));
  return composition(app, files)
    .map(([owner]) => owner)
    .filter((owner) => TAB_ONLY_PACKAGES.test(owner));
}

export interface RouteTarget {
  label: string;
  app: BuiltApp;
  url: string;
  /** Source of the route's lazy module in the manifest (undefined: entry only). */
  routeSrc: string;
  /** Shown once the route has rendered. */
  ready: (page: Page) => Promise<void>;
  /** Counts against the budget (every explorer page; the baseline is for comparison). */
  budgeted: boolean;
}

interface RouteFigure {
  target: RouteTarget;
  loaded: { url: string; gzip: number }[];
  staticFiles: string[];
  staticGzip: number;
}

/**
 * Loads the route cold and sums the gzip size of every JS response (bodies gzipped here with
 * zlib: the data node sends them uncompressed) received until the route has rendered and the
 * network is quiet — the entry, its modulepreloads and the lazy chunks the route pulls in.
 */
async function measureRoute(browser: Browser, target: RouteTarget): Promise<RouteFigure> {
  const { context, page } = await coldPage(browser);
  const pending: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSize(body) })),
    );
  });
  await page.goto(target.url);
  await target.ready(page);
  await page.waitForLoadState('networkidle');
  await sleep(300);
  const loaded = await Promise.all(pending);
  await context.close();
  const staticFiles = routeFiles(target.app, target.routeSrc);
  const staticGzip = staticFiles.reduce((sum, file) => sum + fileGzip(target.app, file), 0);
  return { target, loaded, staticFiles, staticGzip };
}

export async function runInitialJs(browser: Browser, targets: readonly RouteTarget[]) {
  const figures: RouteFigure[] = [];
  for (const target of targets) {
    log(`initial JS: ${target.label}`);
    figures.push(await measureRoute(browser, target));
  }
  const total = (f: RouteFigure) => f.loaded.reduce((sum, r) => sum + r.gzip, 0);
  const bare = figures.find((f) => !f.target.budgeted);
  const budget = bare ? total(bare) * INITIAL_JS_BUDGET_RATIO : Number.NaN;
  printTable(
    `Initial JavaScript of the first route (gzip; budget ≤ ${INITIAL_JS_BUDGET_RATIO}× the bare build = ${kb(budget)})`,
    [
      'route',
      'loaded in Chromium',
      'JS files',
      'from the build manifest',
      'chart or markdown code',
      'budget',
    ],
    figures.map((f) => {
      const tabOnly = tabOnlyCode(
        f.target.app,
        f.loaded.map((r) => r.url),
      );
      return [
        f.target.label,
        kb(total(f)),
        String(f.loaded.length),
        kb(f.staticGzip),
        tabOnly.join(', ') || 'none',
        f.target.budgeted ? verdict(total(f) <= budget && tabOnly.length === 0) : '(comparison)',
      ];
    }),
  );
  // What the largest budgeted route is made of: the first thing to look at when over budget.
  const heaviest = figures.filter((f) => f.target.budgeted).sort((a, b) => total(b) - total(a))[0];
  if (heaviest) {
    const files = heaviest.loaded
      .map((r) => r.url.replace(/^\//, ''))
      .filter((file) => heaviest.target.app.modulesByFile.has(file));
    printTable(
      `Largest chunks of ${heaviest.target.label}`,
      ['chunk', 'gzip'],
      [...heaviest.loaded]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
        .map((r) => [r.url.replace(/^\/assets\//, ''), kb(r.gzip)]),
    );
    printTable(
      `What ${heaviest.target.label} loads, by package or folder (rendered size before minifying)`,
      ['package / folder', 'size'],
      composition(heaviest.target.app, files)
        .slice(0, 10)
        .map(([owner, size]) => [owner, kb(size)]),
    );
  }
  return figures.map((f) => ({
    label: f.target.label,
    gzip: total(f),
    budgeted: f.target.budgeted,
  }));
}
