import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterNextPaint, expect, test } from './fixtures/test.ts';
import { overflowOutsideScrollBoxes } from './fixtures/overflow.ts';

/*
 * A genesis written by an attacker. One validator's name and one
 * asset's symbol are 100,000 characters long; a market's code and name carry a right-to-left
 * override and quotes. The explorer must show every page at 1280 px with nothing wider than
 * the viewport, open no dialog, request nothing off-site, and render no bidi control raw.
 * This spec runs its own data node (on E2E_PORT + 1, beside the shared webServer's E2E_PORT) on
 * that genesis; the built explorer (dist/, made by the shared webServer) is what it serves. It
 * is also the browser part of the fault suite (`npm run test:faults`).
 */

const PORT = Number(process.env.E2E_PORT ?? 3118) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const LONG = 'W'.repeat(100_000);
const RLO_CODE = '\u202EXF.LJ23: “Launch”';
const RLO_NAME = 'Launch \u202Ereversed\u202C market \u2067isolate';
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

let server: ChildProcess | undefined;
let dir = '';

interface Genesis {
  assets: { details: { symbol: string; name: string } }[];
  validators: { name: string }[];
  markets: { instrument: { code: string; name: string } }[];
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const genesis = JSON.parse(
    readFileSync(new URL('../server/genesis/default.json', import.meta.url), 'utf8'),
  ) as Genesis;
  genesis.validators[0]!.name = LONG;
  genesis.assets[0]!.details.symbol = LONG;
  genesis.assets[1]!.details.name = LONG;
  genesis.markets[0]!.instrument.code = RLO_CODE;
  genesis.markets[0]!.instrument.name = RLO_NAME;
  dir = mkdtempSync(join(tmpdir(), 'tne-hostile-'));
  const file = join(dir, 'genesis.json');
  writeFileSync(file, JSON.stringify(genesis));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      GENESIS: file,
      HISTORY_BLOCKS: '120',
      START_TIME: '2026-01-01T00:00:00Z',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    const ok = await fetch(`${BASE}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the hostile-genesis node did not become healthy');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a hostile genesis cannot widen a page, spoof text, open a dialog or call off-site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  const offSite: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(BASE) && !r.url().startsWith('ws://127.0.0.1:')) offSite.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  const markets = (await (await fetch(`${BASE}/api/v2/markets`)).json()) as {
    markets: {
      edges: { node: { id: string; tradableInstrument: { instrument: { code: string } } } }[];
    };
  };
  const hostile = markets.markets.edges.find(
    (e) => e.node.tradableInstrument.instrument.code === RLO_CODE,
  );
  // The simulation keeps the hostile code whole, past its first dot.
  expect(hostile?.node.tradableInstrument.instrument.code, 'the hostile market code').toBe(
    RLO_CODE,
  );

  const pages = [
    '/validators',
    '/markets',
    '/assets',
    '/network?tab=deposits',
    `/markets/${hostile!.node.id}`,
    '/transactions',
    '/',
  ];
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(`${BASE}${path}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await afterNextPaint(page);
    for (const o of await overflowOutsideScrollBoxes(page)) problems.push(`${path}: ${o}`);
    // No value may widen its column past the clamp (32em, 512 px at 16 px): a table with the
    // long symbol in five columns scrolls in its box, but is never wider than its columns
    // at that width (the probe saw 1,500,000 px).
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll('main table')]
        .filter((t) => {
          const columns = t.querySelector('tr')?.children.length ?? 1;
          const box = t.parentElement?.clientWidth ?? 0;
          return t.scrollWidth > Math.max(box, columns * 560);
        })
        .map((t) => `${t.getAttribute('aria-label') ?? t.className} ${t.scrollWidth}px`),
    );
    for (const t of tooWide) problems.push(`${path}: table ${t} wide`);
    const text = await page.evaluate(() => document.body.innerText);
    if (BIDI.test(text)) problems.push(`${path}: a raw bidi control in the page's text`);
  }
  expect(problems).toEqual([]);

  // The market's page names it with its controls made visible, inside an isolate, and the
  // explorer's own words after it read the right way round.
  await page.goto(`${BASE}/markets/${hostile!.node.id}`);
  const heading = page.locator('main h1').first();
  await expect(heading).toContainText('[RLO]XF.LJ23: “Launch”');
  expect(await heading.locator('bdi').count()).toBeGreaterThan(0);
  await expect(page).toHaveTitle(/^\u2068\[RLO\]XF\.LJ23: “Launch”\u2069 · Market · /);

  expect(dialogs, 'dialogs').toEqual([]);
  expect(offSite, 'off-site requests').toEqual([]);
});
