// `npm run bench:ui`: the explorer's performance budgets (docs/benchmarks.md), measured in headless
// Chromium against the real data node, a build made in this run, and a bench data node for
// the order-book burst. Prints Markdown tables (stdout) ready for the README; progress goes to
// stderr. A benchmark, not a test: it reports figures over budget, and fails only if it
// cannot measure. Settings (env): BENCH_UI_PARTS=js,lcp,book,orders,heap,candles,blocks,lighthouse  BENCH_UI_RUNS=5
// BENCH_UI_PORT=3131 (first port tried; the next free ones serve the bench node and the
// baseline)  BENCH_UI_RATE=1000  BENCH_UI_BURST_MS=10000  BENCH_UI_ROWS=10000  BENCH_UI_MOUNTS=5
// BENCH_UI_CANDLES=1000  BENCH_UI_CANDLE_RATE=10  BENCH_UI_BLOCKS=2000
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LatestMarketDepth } from '#contract/market-depth.ts';
import { launchBrowser } from './browser.ts';
import { BenchBook, startBookNode } from './book-node.ts';
import { runBookBurst } from './book-burst.ts';
import { runCandlesBurst } from './candles-burst.ts';
import { BenchCandles, startCandlesNode } from './candles-node.ts';
import { buildBaseline, buildExplorer } from './builds.ts';
import { startRealNode, type RealNode } from './data-node.ts';
import { runDeepLink } from './deep-link.ts';
import { firstRoutes } from './first-routes.ts';
import { runHeapMounts } from './heap-mounts.ts';
import { runInitialJs } from './initial-js.ts';
import { lighthousePages, runLighthouse } from './lighthouse.ts';
import { runListScroll } from './list-scroll.ts';
import { startCometNode } from './comet-node.ts';
import { cleanup, freePort, onCleanup } from './processes.ts';
import { log } from './report.ts';
import { serveStatic } from './static-server.ts';

const env = process.env;
const PARTS = new Set(
  (env.BENCH_UI_PARTS ?? 'js,lcp,book,orders,heap,candles,blocks,lighthouse').split(','),
);
const RUNS = Number(env.BENCH_UI_RUNS ?? 5);
const FIRST_PORT = Number(env.BENCH_UI_PORT ?? 3131);
const RATE = Number(env.BENCH_UI_RATE ?? 1000);
const BURST_MS = Number(env.BENCH_UI_BURST_MS ?? 10_000);
const ROWS = Number(env.BENCH_UI_ROWS ?? 10_000);
const MOUNTS = Number(env.BENCH_UI_MOUNTS ?? 5);
const CANDLES = Number(env.BENCH_UI_CANDLES ?? 1000);
const CANDLE_RATE = Number(env.BENCH_UI_CANDLE_RATE ?? 10);
const BLOCKS = Number(env.BENCH_UI_BLOCKS ?? 2000);

interface MarketNode {
  id: string;
  state: string;
  tradingMode: string;
  decimalPlaces: number;
  positionDecimalPlaces: number;
  tradableInstrument: {
    instrument: {
      name: string;
      future?: { dataSourceSpecForTradingTermination?: { data?: { internal?: unknown } } };
    };
  };
}

/** Terminated by the chain's clock (a time trigger far ahead), not by an oracle: the simulation's
 * oracle-terminated futures expire one after another, some while the bench runs. */
const runsThroughTheBench = (m: MarketNode) =>
  m.tradableInstrument.instrument.future?.dataSourceSpecForTradingTermination?.data?.internal !==
  undefined;

/**
 * The active, continuously trading market with the deepest book (both sides). The chain's
 * first live block jumps from START_TIME to the wall clock, ending the genesis futures at once;
 * governance launches their successors within minutes: wait for one (up to 5 minutes).
 */
async function pickMarket(node: RealNode) {
  const until = Date.now() + 300_000;
  for (;;) {
    const best = await deepestMarket(node);
    if (best) return best;
    if (Date.now() > until) throw new Error('no continuously trading market within 5 minutes');
    log('no continuously trading market yet: waiting for governance to launch one…');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

async function deepestMarket(node: RealNode) {
  const { markets } = await node.getJson<{ markets: { edges: { node: MarketNode }[] } }>(
    '/api/v2/markets',
  );
  let best: { market: MarketNode; depth: LatestMarketDepth } | undefined;
  for (const { node: market } of markets.edges) {
    if (market.state !== 'STATE_ACTIVE' || market.tradingMode !== 'TRADING_MODE_CONTINUOUS')
      continue;
    const depth = await node.getJson<LatestMarketDepth>(`/api/v2/market/depth/${market.id}/latest`);
    const levels = Math.min(depth.buy.length, depth.sell.length);
    const better = !best
      ? true
      : runsThroughTheBench(market) !== runsThroughTheBench(best.market)
        ? runsThroughTheBench(market)
        : levels > Math.min(best.depth.buy.length, best.depth.sell.length);
    if (better) best = { market, depth };
  }
  return best;
}

async function main() {
  const started = new Date();
  const work = mkdtempSync(join(tmpdir(), 'bench-ui-'));
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  onCleanup(removeWork);
  process.on('exit', removeWork); // also when the process dies without cleanup (e.g. EPIPE)

  log('building the explorer and the baseline app with vite…');
  const app = await buildExplorer(join(work, 'app'));
  const baseline = await buildBaseline(join(work, 'baseline'));

  const realPort = await freePort(FIRST_PORT);
  const bookPort = await freePort(realPort + 1);
  const staticPort = await freePort(bookPort + 1);
  const real = await startRealNode(realPort, app.outDir);
  const browser = await launchBrowser();
  const { transactions } = await real.getJson<{ transactions: { hash: string }[] }>(
    '/rest/transactions?limit=1',
  );
  const hash = transactions[0]?.hash;
  if (!hash) throw new Error('the data node has no transaction');
  const { market, depth } = await pickMarket(real);

  console.log(`### Explorer performance (npm run bench:ui)\n`);
  console.log(
    `Measured ${started.toISOString().slice(0, 10)} on ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} at the start), headless Chromium, data node with 400 blocks of history.`,
  );

  if (PARTS.has('js')) {
    const baselineBase = await serveStatic(baseline.outDir, staticPort);
    await runInitialJs(browser, [
      {
        label: 'baseline: React + react-router + react-query',
        app: baseline,
        url: `${baselineBase}/`,
        routeSrc: 'page.tsx',
        ready: (page) => page.getByRole('heading', { name: 'Baseline' }).waitFor(),
        budgeted: false,
      },
      ...(await firstRoutes(real, app, { hash, marketId: market.id })),
    ]);
  }
  if (PARTS.has('lcp')) await runDeepLink(browser, real.base, hash, RUNS);
  if (PARTS.has('book')) {
    const node = await startBookNode(bookPort, real.base, new BenchBook(depth));
    await runBookBurst(browser, {
      realBase: real.base,
      node,
      decimals: { price: market.decimalPlaces, size: market.positionDecimalPlaces },
      rate: RATE,
      durationMs: BURST_MS,
    });
  }
  if (PARTS.has('candles')) {
    const candleId = `trades_candle_1_minute_${market.id}`;
    const mid = depth.buy[0]?.price ?? '1000000';
    // A new minute every 50 updates: the run appends candles as well as updating the newest.
    const candles = new BenchCandles(CANDLES, BigInt(mid), 50);
    const node = await startCandlesNode(
      await freePort(staticPort + 1),
      real.base,
      candleId,
      candles,
    );
    await runCandlesBurst(browser, {
      realBase: real.base,
      node,
      marketId: market.id,
      priceDecimals: Number(market.decimalPlaces),
      rate: CANDLE_RATE,
      durationMs: BURST_MS,
    });
  }
  if (PARTS.has('orders')) {
    await runListScroll(browser, {
      title: `Orders list scrolled to row ${ROWS.toLocaleString('en')}`,
      url: `${real.base}/orders`,
      region: 'Orders (scrollable)',
      target: ROWS,
    });
  }
  if (PARTS.has('blocks')) {
    // The real node has 400 blocks: a bench CometBFT RPC serves the chain of BLOCKS (`?tm=`).
    const comet = await startCometNode(await freePort(staticPort + 2), real.base, BLOCKS);
    await runListScroll(browser, {
      title: `Blocks list scrolled through ${BLOCKS.toLocaleString('en')} blocks, to block 1`,
      url: `${real.base}/blocks?tm=${encodeURIComponent(comet.base)}`,
      region: 'Blocks (scrollable)',
      target: BLOCKS,
    });
    console.log(
      `\nThe list read ${comet.pageReads()} pages of 20 block metas from the bench CometBFT RPC.`,
    );
  }
  if (PARTS.has('heap')) await runHeapMounts(browser, real.base, market.id, MOUNTS);
  if (PARTS.has('lighthouse')) {
    await runLighthouse(real.base, await lighthousePages(real, { hash, marketId: market.id }));
  }
  console.log(
    `\nMarket: ${market.tradableInstrument.instrument.name} (${market.id.slice(0, 8)}…, ${depth.buy.length} bids / ${depth.sell.length} asks at the start); transaction ${hash.slice(0, 8)}…`,
  );
}

main()
  .then(() => cleanup())
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
