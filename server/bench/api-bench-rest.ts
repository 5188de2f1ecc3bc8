/** `npm run bench:api` part `rest`: 50-row pages under 50 concurrent clients. */
import { buildApp } from '../src/app.ts';
import { encodeCursor } from '../src/store/keyset-page.ts';
import { ResponseCache, type ResponseCacheStats } from '../src/http/response-cache.ts';
import type { SeedResult } from './api-seed.ts';
import { durations, runLiveChain } from './api-bench-block-windows.ts';
import { CACHE_MB, seededChain } from './api-bench-seeded-chain.ts';
import { ChildProcess, fmt, maxOf, percentile, printTable } from './bench-support.ts';
import type { LoadJob, LoadResult } from './http-load.ts';

import {
  CONNECTIONS,
  SECONDS,
  WARMUP_SECONDS,
  PAGE,
  dbLabel,
  env,
  ms,
  mark,
  listen,
  shuffled,
} from './api-bench-common.ts';

// ---------------------------------------------------------------------------------------------
// REST: 50-row pages under 50 concurrent clients, each scenario with the response cache and
// without it (the same server with RESPONSE_CACHE_MB=0).

/** The live chain's pause between two blocks (server.ts: BLOCK_INTERVAL_MS). */
const BLOCK_INTERVAL_MS = env('BENCH_BLOCK_INTERVAL_MS', 1000);

interface Scenario {
  name: string;
  paths: string[];
  /** Held to the budget (p50 ≤ 5 ms, p99 ≤ 25 ms, docs/benchmarks.md); others are reported. */
  budget: boolean;
}

function restScenarios(seed: SeedResult): Scenario[] {
  const page = `pagination.first=${PAGE}`;
  const parties = shuffled(seed.parties);
  const markets = shuffled(seed.markets);
  // Newest first, so the page after this cursor starts half way back in the ledger.
  const middle = encodeURIComponent(
    encodeCursor([String(Math.floor(seed.counts.ledger_entries / 2))]),
  );
  return [
    { name: 'baseline: hello-world route', paths: ['/bench/hello'], budget: false },
    {
      name: 'orders by party (`filter.partyIds`)',
      paths: parties.map((p) => `/api/v2/orders?filter.partyIds=${p}&${page}`),
      budget: true,
    },
    {
      name: 'trades by market (`marketIds`)',
      paths: markets.map((m) => `/api/v2/trades?marketIds=${m}&${page}`),
      budget: true,
    },
    {
      name: 'ledger by party, from side (`filter.fromAccountFilter.partyIds`)',
      paths: parties.map(
        (p) => `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}&${page}`,
      ),
      budget: true,
    },
    {
      name: "ledger by party, either side (the explorer's query)",
      paths: parties.map(
        (p) =>
          `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}` +
          `&filter.toAccountFilter.partyIds=${p}&${page}`,
      ),
      budget: true,
    },
    {
      name: 'ledger by party, either side, a page from the middle of the history (cursor)',
      paths: parties.map(
        (p) =>
          `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}` +
          `&filter.toAccountFilter.partyIds=${p}&${page}&pagination.after=${middle}`,
      ),
      budget: false,
    },
    {
      name: 'trades by party (`partyIds`)',
      paths: parties.map((p) => `/api/v2/trades?partyIds=${p}&${page}`),
      budget: false,
    },
  ];
}

/** What one load run measured, as table cells and for the console line. */
interface Measured {
  rate: number;
  p50: number;
  p99: number;
  max: number;
}

const measure = (result: LoadResult): Measured => ({
  rate: result.requests / result.seconds,
  p50: percentile(result.latencies, 50),
  p99: percentile(result.latencies, 99),
  max: maxOf(result.latencies),
});

/** Share of the cache's answers that did not run the route, between two readings of its stats. */
function fromMemory(before: ResponseCacheStats, after: ResponseCacheStats): string {
  const hits = after.hits - before.hits + (after.coalesced - before.coalesced);
  const all = hits + (after.misses - before.misses);
  return all === 0 ? '–' : `${((100 * hits) / all).toFixed(1)} %`;
}

export async function restPart() {
  // The same server twice on the same database: with the response cache (RESPONSE_CACHE_MB, the
  // server's default unless set) and with the setting at 0.
  const { db, chain, seed, cache, blockHeaders, housekeepings } = await seededChain();
  const serve = async (responseCache: ResponseCache) => {
    const app = await buildApp({
      db,
      logLevel: 'warn',
      rateLimit: false,
      blockHeaders,
      responseCache,
    });
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    return { app, origin: await listen(app) };
  };
  const cached = await serve(cache);
  const uncached = await serve(new ResponseCache(0));
  const client = new ChildProcess<LoadJob, LoadResult>('./http-load.ts');

  const rows: string[][] = [
    [
      `${PAGE}-row page, ${CONNECTIONS} clients, ${SECONDS} s`,
      'cache: requests/s (vs hello-world)',
      'cache: p50 ms',
      'cache: p99 ms',
      'cache: max ms',
      'cache hits (stored or joined in flight)',
      'no cache: requests/s (vs hello-world)',
      'no cache: p50 ms',
      'no cache: p99 ms',
      'no cache: max ms',
      'budget (p50 ≤ 5, p99 ≤ 25): cache / no cache',
      '1 client, no cache: p50 / p99 ms',
      'blocks (housekeepings) during the run: cache / no cache',
    ],
  ];
  const run = async (origin: string, scenario: Scenario, connections: number, seconds: number) => {
    const result = await client.ask({
      kind: 'load',
      origin,
      paths: scenario.paths,
      connections,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
    });
    if (result.errors > 0)
      throw new Error(`${scenario.name}: ${result.errors} failed requests (${result.firstError})`);
    return result;
  };
  // The real chain makes a block every interval during every run, cached or not: each block
  // holds the thread while it executes and commits, and the cache drops what it touched (all of
  // it at each housekeeping, every 50 blocks).
  const live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  let helloRate: { cached: number; uncached: number } | undefined;
  const versusHello = (rate: number, hello: number) =>
    `${fmt(rate)} (${hello === rate ? '1' : `1/${(hello / rate).toFixed(1)}`})`;
  for (const scenario of restScenarios(seed)) {
    // One client alone: what a request costs without waiting behind others.
    const alone = measure(await run(uncached.origin, scenario, 1, Math.max(1, SECONDS / 3)));
    // Blocks and housekeepings that fell into a run: they hold the thread (VACUUM ~0.5 s here).
    const chainDuring = async <T>(work: () => Promise<T>) => {
      const before = { blocks: live.windows.length, housekeepings: housekeepings() };
      const result = await work();
      const blocks = live.windows.length - before.blocks;
      return { result, chain: `${blocks} (${housekeepings() - before.housekeepings})` };
    };
    const uncachedRun = await chainDuring(() =>
      run(uncached.origin, scenario, CONNECTIONS, SECONDS),
    );
    const without = measure(uncachedRun.result);
    const statsBefore = { ...cache.stats };
    const cachedRun = await chainDuring(() => run(cached.origin, scenario, CONNECTIONS, SECONDS));
    const withCache = measure(cachedRun.result);
    const memory = fromMemory(statsBefore, cache.stats);
    helloRate ??= { cached: withCache.rate, uncached: without.rate };
    const budget = (m: Measured) => (scenario.budget ? mark(m.p50 <= 5 && m.p99 <= 25) : '–');
    rows.push([
      scenario.name,
      versusHello(withCache.rate, helloRate.cached),
      ms(withCache.p50),
      ms(withCache.p99),
      ms(withCache.max),
      memory,
      versusHello(without.rate, helloRate.uncached),
      ms(without.p50),
      ms(without.p99),
      ms(without.max),
      scenario.budget ? `${budget(withCache)} / ${budget(without)}` : '–',
      `${ms(alone.p50)} / ${ms(alone.p99)}`,
      `${cachedRun.chain} / ${uncachedRun.chain}`,
    ]);
    console.log(
      `  ${scenario.name}: cache ${fmt(withCache.rate)} req/s, p50 ${ms(withCache.p50)} ms, ` +
        `p99 ${ms(withCache.p99)} ms (${memory} cache hits); no cache ${fmt(without.rate)} ` +
        `req/s, p50 ${ms(without.p50)} ms, p99 ${ms(without.p99)} ms`,
    );
  }
  client.stop();
  await live.stop();
  const blocks = durations(live.windows);
  console.log(
    `live chain: ${blocks.length} blocks during the runs, each holding the thread ` +
      `p50 ${ms(percentile(blocks, 50))} ms, p99 ${ms(percentile(blocks, 99))} ms, ` +
      `max ${ms(maxOf(blocks))} ms (execution, commit, housekeeping every 50 blocks)`,
  );
  printTable(
    `REST (${dbLabel()}: ${fmt(seed.counts.orders_current)} orders, ${fmt(seed.counts.trades)} trades, ` +
      `${fmt(seed.counts.ledger_entries)} ledger entries, ${seed.parties.length} parties, ` +
      `${seed.markets.length} markets; cache ${fmt(CACHE_MB)} MB; a real block every ` +
      `${fmt(BLOCK_INTERVAL_MS)} ms, block p50 ${ms(percentile(blocks, 50))} ms)`,
    rows,
  );
  await cached.app.close();
  await uncached.app.close();
  await db.close();
}
