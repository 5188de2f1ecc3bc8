/** `npm run bench:api` part `rest`: 50-row pages under 50 concurrent clients. */
import { buildApp } from '../src/app.ts';
import { encodeCursor } from '../src/http/pagination.ts';
import { openBenchDatabase, seedBulk, startChain, type SeedResult } from './api-seed.ts';
import { ChildProcess, fmt, maxOf, percentile, printTable } from './bench-support.ts';
import type { LoadJob, LoadResult } from './http-load.ts';

import {
  TEMPLATE_BLOCKS,
  SIZES,
  CONNECTIONS,
  SECONDS,
  WARMUP_SECONDS,
  PAGE,
  dbLabel,
  ms,
  mark,
  listen,
  shuffled,
} from './api-bench-common.ts';

// ---------------------------------------------------------------------------------------------
// REST: 50-row pages under 50 concurrent clients.

interface Scenario {
  name: string;
  paths: string[];
  /** Held to the budget (p50 ≤ 5 ms, p99 ≤ 25 ms); the others are reported only. */
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

export async function restPart() {
  const db = await openBenchDatabase();
  await startChain(db, TEMPLATE_BLOCKS);
  const seed = await seedBulk(db, SIZES);
  console.log(
    `seeded in ${seed.seconds.toFixed(0)} s: ${fmt(seed.counts.orders_current)} orders, ` +
      `${fmt(seed.counts.trades)} trades, ${fmt(seed.counts.ledger_entries)} ledger entries, ` +
      `${seed.parties.length} parties, ${seed.markets.length} markets`,
  );
  const app = await buildApp({
    db,
    logLevel: 'warn',
    rateLimit: false,
    blockHeaders: () => seed.head,
  });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  const origin = await listen(app);
  const client = new ChildProcess<LoadJob, LoadResult>('./http-load.ts');

  const rows: string[][] = [
    [
      `${PAGE}-row page, ${CONNECTIONS} clients, ${SECONDS} s`,
      'requests/s',
      'vs hello-world',
      'p50 ms',
      'p99 ms',
      'max ms',
      'budget (p50 ≤ 5, p99 ≤ 25)',
      '1 client: requests/s',
      '1 client: p50 ms',
      '1 client: p99 ms',
    ],
  ];
  let helloRate = 0;
  const run = async (scenario: Scenario, connections: number, seconds: number) => {
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
  for (const scenario of restScenarios(seed)) {
    // One client alone: what a request costs without waiting behind others.
    const alone = await run(scenario, 1, Math.max(1, SECONDS / 3));
    const result = await run(scenario, CONNECTIONS, SECONDS);
    const rate = result.requests / result.seconds;
    if (!helloRate) helloRate = rate;
    const p50 = percentile(result.latencies, 50);
    const p99 = percentile(result.latencies, 99);
    rows.push([
      scenario.name,
      fmt(rate),
      helloRate === rate ? '1' : `1/${(helloRate / rate).toFixed(1)}`,
      ms(p50),
      ms(p99),
      ms(maxOf(result.latencies)),
      scenario.budget ? mark(p50 <= 5 && p99 <= 25) : '–',
      fmt(alone.requests / alone.seconds),
      ms(percentile(alone.latencies, 50)),
      ms(percentile(alone.latencies, 99)),
    ]);
    console.log(`  ${scenario.name}: ${fmt(rate)} req/s, p50 ${ms(p50)} ms, p99 ${ms(p99)} ms`);
  }
  client.stop();
  printTable(
    `REST (${dbLabel()}: ${fmt(seed.counts.orders_current)} orders, ${fmt(seed.counts.trades)} trades, ` +
      `${fmt(seed.counts.ledger_entries)} ledger entries, ${seed.parties.length} parties, ` +
      `${seed.markets.length} markets)`,
    rows,
  );
  await app.close();
  await db.close();
}
