/**
 * `npm run bench:api` part `rest-hostile`: a REST workload the response cache cannot help. 50
 * clients, every request a different URL — an order by id, a party's or a market's orders /
 * trades from a cursor, a party's ledger from a cursor, a party's positions and accounts from a
 * cursor and page size — while the real chain commits a block every second.
 *
 * Two deployments (BENCH_DEPLOYMENT): `embedded` (default), the data node as `npm start` runs it,
 * chain, server and (on PGlite) database on this process's thread; `split` (PostgreSQL only),
 * the API in its own process (`NODE_ROLE=api`, api-bench-api-process.ts) following the outbox
 * of the chain this process runs. Measured in the same run: a bare Fastify hello-world of this
 * process (throughput as a fraction of it), the block time idle and under the load, the CPU per
 * request of the data-node process (the API process when split), PostgreSQL and the load
 * generator (/proc), the least mean latency that CPU lets 50 closed-loop clients see, then a
 * paced run at BENCH_PACED_SHARE (half) of the closed loop's throughput — what a user meets below
 * saturation — with the API process's event-loop delay (/metrics and its own monitor) and each
 * slow answer put down to what it overlapped (tail-attribution.ts).
 *
 * BENCH_SECONDS (default 60) shortens the run for iterating. BENCH_CPU_PROFILE=<file> writes a
 * CPU profile of the data-node process over the closed loop (cpu-profile-top.ts reads it).
 */
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { MAINTENANCE_INTERVAL } from '../src/node/housekeeping-step.ts';
import { seededChain } from './api-bench-seeded-chain.ts';
import { ChildProcess, sleep } from './bench-support.ts';
import type { LoadJob, LoadResult, PathsJob } from './http-load.ts';
import { hostilePaths } from './api-bench-hostile-paths.ts';
import { durations, runLiveChain } from './api-bench-block-windows.ts';
import {
  CONNECTIONS,
  PACED_SHARE,
  WARMUP_SECONDS,
  env,
  laterHalves,
  listen,
} from './api-bench-common.ts';
import { startApiProcess } from './api-bench-api-process.ts';
import { printHostileReport } from './api-bench-hostile-report.ts';
import { scrapeDelay } from './metrics-delay.ts';
import { cpuWindow, named, treeOf } from './process-cpu.ts';
import { startTailTrace, type TailTraceData } from './tail-trace.ts';
import { profileThisProcess } from './cpu-profile.ts';

const SECONDS = env('BENCH_SECONDS', 60);
const BLOCK_INTERVAL_MS = env('BENCH_BLOCK_INTERVAL_MS', 1000);
/** Blocks timed with no load, the figure the loaded block time is compared with. */
const IDLE_BLOCKS = env('BENCH_IDLE_BLOCKS', 15);
/**
 * Distinct URLs: more than the run can send at the fastest rate expected (a client cycles
 * through its own slice of them), so no URL is asked twice.
 */
const PATHS = env('BENCH_HOSTILE_PATHS', (SECONDS + WARMUP_SECONDS) * 4000);
const SPLIT = process.env.BENCH_DEPLOYMENT === 'split';
/** The split API applies the per-address rate limit: 50 clients from 50 loopback addresses. */
const ADDRESSES = Array.from({ length: CONNECTIONS }, (_, i) => `127.0.1.${i + 1}`);

/** BENCH_CPU_PROFILE: this process profiled over the closed loop, or the API process asked to. */
async function startProfile(
  api: { profile(file: string): Promise<() => Promise<void>> } | undefined,
) {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return async () => {};
  return api ? api.profile(file) : profileThisProcess(file);
}

export async function hostilePart() {
  if (SPLIT && !process.env.DATABASE_URL)
    throw new Error('BENCH_DEPLOYMENT=split needs a PostgreSQL server: set DATABASE_URL');
  const load0 = loadavg()[0]!;
  const { db, chain, seed, cache, hub, blockHeaders } = await seededChain();
  // This process's trace: the chain's phases, and when embedded the server's thread too.
  const api = SPLIT ? await startApiProcess(db) : undefined;
  const app = api
    ? undefined
    : await buildApp({
        db,
        hub,
        logLevel: 'warn',
        rateLimit: false,
        blockHeaders,
        responseCache: cache,
      });
  const origin = api?.origin ?? (await listen(app!));
  // The baseline: Fastify with nothing but one route, in this process, beside the same chain.
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloOrigin = await listen(hello);

  const { paths, kindOf } = await hostilePaths(db, PATHS);
  const client = new ChildProcess<LoadJob | PathsJob, LoadResult>('./http-load.ts');
  // The paths go ahead of a run: serialising them is no part of what a run measures.
  const setPaths = (urls: string[]) => client.ask({ kind: 'paths', paths: urls });
  const run = async (at: string, seconds: number, rate?: number) => {
    const result = await client.ask({
      kind: 'load',
      origin: at,
      connections: CONNECTIONS,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      recordStarts: true,
      ...(rate ? { rate, trace: true } : {}),
      ...(api && at === origin ? { localAddresses: ADDRESSES } : {}),
    });
    if (result.errors > 0)
      throw new Error(`${result.errors} failed requests (${result.firstError})`);
    return result;
  };

  // Idle: the chain alone, block after block at its interval.
  let live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  while (live.windows.length < IDLE_BLOCKS) await sleep(100);
  await live.stop();
  const idle = durations(live.windows);

  // CPU time of this process per request of the hello-world baseline.
  await setPaths(['/']);
  live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  const cpu = process.cpuUsage();
  const helloRun = await run(helloOrigin, Math.min(10, SECONDS));
  const helloCpu = process.cpuUsage(cpu);
  await live.stop();

  // A housekeeping round lands about ten blocks into the measured run: the chain is moved on
  // (as fast as it goes) to the height that puts it there.
  const lead = BigInt(WARMUP_SECONDS + Math.min(10, Math.floor(SECONDS / 2)));
  const skip =
    (MAINTENANCE_INTERVAL - ((chain.head().height + lead) % MAINTENANCE_INTERVAL)) %
    MAINTENANCE_INTERVAL;
  if (skip > 0n) await chain.advance(Number(skip));
  cache.clear();

  const statsBefore = { ...cache.stats };
  await setPaths(paths);
  live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  // Where the machine's CPU went; a process counts in the first group it belongs to (the load
  // generator is a child of this process).
  const endSplit = cpuWindow({
    load: treeOf(client.pid!),
    node: treeOf(api?.pid ?? process.pid),
    ...(api ? { chain: treeOf(process.pid) } : {}),
    postgres: named('postgres'),
  });
  const profiling = await startProfile(api);
  const closed = await run(origin, SECONDS);
  const split = endSplit();
  await profiling();
  await live.stop();
  const statsAfter = { ...cache.stats };

  // Paced below saturation, on URLs the first run did not reach (each client starts half way
  // through its slice of the list), the chain committing as before; every process traced.
  cache.clear();
  const pacedBefore = { ...cache.stats };
  await setPaths(laterHalves(paths));
  const delayBefore = await scrapeDelay(origin);
  await api?.takeTrace();
  const ownTrace = startTailTrace();
  const pacedLive = runLiveChain(chain, BLOCK_INTERVAL_MS);
  const paced = await run(origin, SECONDS, (closed.requests / closed.seconds) * PACED_SHARE);
  await pacedLive.stop();
  const chainTrace: TailTraceData = ownTrace.stop();
  const serverTrace = api ? await api.takeTrace() : chainTrace;
  const delayAfter = await scrapeDelay(origin);

  printHostileReport({
    split: SPLIT,
    load0,
    seed,
    seconds: SECONDS,
    blockIntervalMs: BLOCK_INTERVAL_MS,
    hello: { run: helloRun, cpuMs: (helloCpu.user + helloCpu.system) / 1000 },
    closed,
    cpuSplit: split,
    kindOf,
    idle,
    loaded: live.windows,
    paced,
    pacedBlocks: pacedLive.windows,
    cache: { closed: [statsBefore, statsAfter], paced: [pacedBefore, { ...cache.stats }] },
    traces: { server: serverTrace, chain: api ? chainTrace : undefined, load: paced.trace },
    delay: [delayBefore, delayAfter],
  });
  client.stop();
  await api?.stop();
  await app?.close();
  await hello.close();
  await db.close();
}
