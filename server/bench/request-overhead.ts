/**
 * The data node's own CPU per REST request, the database left out: the real app (hooks,
 * routing, parameters, response cache, metrics, JSON splicing, ETag) over a stand-in store that
 * answers every query at once with a page of 51 trade rows, served on a real port to a
 * keep-alive client in another process (http-load.ts), as the cache-hostile bench does. What is
 * left of a request's CPU once the database's share is gone, on one thread: the part of the
 * 0.25 ms (PostgreSQL) budget the node itself decides. Also a Fastify hello-world on the same
 * process, the floor. Every URL differs (a new cursor each), so the cache never answers.
 *
 *   npx tsx server/bench/request-overhead.ts   (BENCH_SECONDS, default 10)
 */
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { ResponseCache } from '../src/http/response-cache.ts';
import type { Database } from '../src/store/database.ts';
import { encodeCursor } from '../src/store/keyset-page.ts';
import { env, listen } from './api-bench-common.ts';
import { ChildProcess } from './bench-support.ts';
import { profileThisProcess } from './cpu-profile.ts';
import type { LoadJob, LoadResult, PathsJob } from './http-load.ts';

const SECONDS = env('BENCH_SECONDS', 10);
const MARKET = 'ab'.repeat(32);

/** A trade record as the chain stores it (~600 bytes of JSON). */
const record = (seq: number) =>
  JSON.stringify({
    id: seq.toString(16).padStart(64, '0'),
    marketId: MARKET,
    price: '1234500',
    size: '17',
    buyer: 'cd'.repeat(32),
    seller: 'ef'.repeat(32),
    aggressor: 'SIDE_BUY',
    buyOrder: '12'.repeat(32),
    sellOrder: '34'.repeat(32),
    timestamp: '1767225600000000000',
    type: 'TYPE_DEFAULT',
    buyerFee: { makerFee: '12', infrastructureFee: '3', liquidityFee: '4' },
    sellerFee: { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' },
    buyerAuctionBatch: '0',
    sellerAuctionBatch: '0',
  });
const rows = Array.from({ length: 51 }, (_, i) => ({
  seq: String(1_000_000 - i),
  record: record(i),
}));

const unused = () => Promise.reject(new Error('not in this bench'));
const store: Database = {
  kind: 'postgres',
  query: async <T extends object>() => rows as unknown as T[],
  exec: unused,
  transaction: unused,
  close: async () => {},
};

async function measure(
  origin: string,
  paths: string[] | undefined,
  client: ChildProcess<LoadJob | PathsJob, LoadResult>,
) {
  if (paths) await client.ask({ kind: 'paths', paths });
  // Garbage collections by kind: their count per request hardly depends on the machine's load.
  const gc = { minor: 0, major: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[])
      gc[e.detail?.kind === 1 ? 'minor' : 'major']++;
  });
  observer.observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  const result = await client.ask({
    kind: 'load',
    origin,
    connections: 50,
    seconds: SECONDS,
    warmupSeconds: 2,
  });
  const used = process.cpuUsage(cpu);
  observer.disconnect();
  const per1000 = (n: number) => ((1000 * n) / (result.requests * (1 + 2 / SECONDS))).toFixed(2);
  const ms = (used.user + used.system) / 1000;
  // The warm-up's requests are not counted: its CPU is taken off in proportion.
  return {
    rate: result.requests / result.seconds,
    cpuMs: (ms * SECONDS) / (SECONDS + 2) / result.requests,
    gc: `GCs per 1,000 requests: ${per1000(gc.minor)} minor, ${per1000(gc.major)} major`,
  };
}

const app = await buildApp({
  db: store,
  logLevel: 'warn',
  rateLimit: false,
  blockHeaders: () => ({ height: '1234', timeNs: '1767225600000000000' }),
  responseCache: new ResponseCache(32 * 1024 * 1024),
});
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const client = new ChildProcess<LoadJob | PathsJob, LoadResult>('./http-load.ts');
const paths = Array.from(
  { length: 400_000 },
  (_, i) =>
    `/api/v2/trades?marketIds=${MARKET}&pagination.first=50&pagination.after=${encodeURIComponent(encodeCursor([String(10_000_000 + i)]))}`,
);
const base = await measure(await listen(hello), ['/'], client);
// BENCH_CPU_PROFILE=<file>: a CPU profile of the node's run (cpu-profile-top.ts reads it).
const file = process.env.BENCH_CPU_PROFILE;
const origin = await listen(app);
await client.ask({ kind: 'paths', paths });
const stopProfile = file ? await profileThisProcess(file) : undefined;
const node = await measure(origin, undefined, client);
await stopProfile?.();
for (const [name, m] of [
  ['Fastify hello-world', base],
  ['trades page, store stubbed', node],
] as const)
  console.log(
    `${name}: ${m.rate.toFixed(0)} requests/s, ${m.cpuMs.toFixed(4)} ms CPU each; ${m.gc}`,
  );
client.stop();
await app.close();
await hello.close();
process.exit(0);
