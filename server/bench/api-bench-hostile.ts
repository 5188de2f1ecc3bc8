/**
 * `npm run bench:api` part `rest-hostile` (fast uncached reads): a REST workload the
 * response cache cannot help. 50 clients, every request a different URL — an order by id, a
 * party's or a market's orders / trades from a cursor, a party's ledger from a cursor, a party's
 * positions and accounts from a cursor and page size — while the real chain commits a block every
 * second, the cache on (its hit rate is reported and must stay under 5 %).
 *
 * Measured in the same run, on the same thread as the data node: a bare Fastify hello-world
 * (throughput is reported as a fraction of it), the chain's block time idle and under the load,
 * and the longest REST answer that overlapped a housekeeping round (the run is aligned so that
 * one falls inside it). Also the CPU per request of the data node, PostgreSQL and the load
 * generator (/proc), the least mean latency that CPU lets 50 closed-loop clients see on this
 * machine, and a second, paced run at BENCH_PACED_SHARE (half) of the closed loop's throughput:
 * what a user meets below saturation. PGlite in memory, or PostgreSQL with DATABASE_URL.
 *
 * BENCH_SECONDS (default 60, the budget's) shortens the run for iterating.
 */
import { availableParallelism, loadavg } from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { MAINTENANCE_INTERVAL } from '../src/node/housekeeping-step.ts';
import { seededChain } from './api-bench-seeded-chain.ts';
import { ChildProcess, fmt, maxOf, percentile, printTable, sleep } from './bench-support.ts';
import type { LoadJob, LoadResult } from './http-load.ts';
import { hostilePaths, KINDS } from './api-bench-hostile-paths.ts';
import { durations, isHousekeeping, maxDuring, runLiveChain } from './api-bench-block-windows.ts';
import {
  CONNECTIONS,
  PACED_SHARE,
  cpuMsPerRequest,
  WARMUP_SECONDS,
  dbLabel,
  env,
  laterHalves,
  listen,
  mark,
  ms,
} from './api-bench-common.ts';
import { cpuWindow, named, treeOf } from './process-cpu.ts';

/** The budget's 60 s unless BENCH_SECONDS says otherwise. */
const SECONDS = env('BENCH_SECONDS', 60);
const BLOCK_INTERVAL_MS = env('BENCH_BLOCK_INTERVAL_MS', 1000);
/** Blocks timed with no load, the figure the loaded block time is compared with. */
const IDLE_BLOCKS = env('BENCH_IDLE_BLOCKS', 15);
/**
 * Distinct URLs: more than the run can send at the fastest rate expected (a client cycles
 * through its own slice of them), so no URL is asked twice.
 */
const PATHS = env('BENCH_HOSTILE_PATHS', (SECONDS + WARMUP_SECONDS) * 4000);
const BUDGET_P99 = process.env.DATABASE_URL ? 25 : 50;

export async function hostilePart() {
  const load0 = loadavg()[0]!;
  const { db, chain, seed, cache, blockHeaders } = await seededChain();
  const app = await buildApp({
    db,
    logLevel: 'warn',
    rateLimit: false,
    blockHeaders,
    responseCache: cache,
  });
  const origin = await listen(app);
  // The baseline: Fastify with nothing but one route, in this process, beside the same chain.
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloOrigin = await listen(hello);

  const { paths, kindOf } = await hostilePaths(db, PATHS);
  const client = new ChildProcess<LoadJob, LoadResult>('./http-load.ts');
  const run = async (at: string, urls: string[], seconds: number, rate?: number) => {
    const result = await client.ask({
      kind: 'load',
      origin: at,
      paths: urls,
      connections: CONNECTIONS,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      recordStarts: true,
      ...(rate ? { rate } : {}),
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

  // CPU time of this process (server, chain, database on PGlite) per request: unlike latency
  // and throughput, hardly moved by other processes sharing the cores.
  let cpu = process.cpuUsage();
  const cpuMsSince = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  const helloRun = await run(helloOrigin, ['/'], Math.min(10, SECONDS));
  await live.stop();
  const helloCpu = cpuMsSince(cpu);
  const helloRate = helloRun.requests / helloRun.seconds;

  // A housekeeping round lands about ten blocks into the measured run: the chain is moved on
  // (as fast as it goes) to the height that puts it there.
  const lead = BigInt(WARMUP_SECONDS + Math.min(10, Math.floor(SECONDS / 2)));
  const interval = MAINTENANCE_INTERVAL;
  const skip = (interval - ((chain.head().height + lead) % interval)) % interval;
  if (skip > 0n) await chain.advance(Number(skip));
  cache.clear();

  const hitRateSince = (before: typeof cache.stats) => {
    const after = cache.stats;
    const hits = after.hits - before.hits + (after.coalesced - before.coalesced);
    const all = hits + (after.misses - before.misses);
    return all === 0 ? 0 : (100 * hits) / all;
  };
  const statsBefore = { ...cache.stats };
  live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  cpu = process.cpuUsage();
  // Where the machine's CPU went (the capacity a closed loop of clients is bound by).
  // The load generator first: it is a child of this process, and a process counts once.
  const endSplit = cpuWindow({
    load: treeOf(client.pid!),
    node: treeOf(process.pid),
    postgres: named('postgres'),
  });
  const result = await run(origin, paths, SECONDS);
  const split = endSplit();
  const hostileCpu = cpuMsSince(cpu);
  await live.stop();
  const hitRate = hitRateSince(statsBefore);
  const rate = result.requests / result.seconds;

  // Paced below saturation, on URLs the first run did not reach (each client starts half way
  // through its slice of the list), the chain committing as in the first run.
  cache.clear();
  const pacedBefore = { ...cache.stats };
  const pacedLive = runLiveChain(chain, BLOCK_INTERVAL_MS);
  const paced = await run(origin, laterHalves(paths), SECONDS, rate * PACED_SHARE);
  await pacedLive.stop();
  const pacedHitRate = hitRateSince(pacedBefore);
  const load1 = loadavg()[0]!;

  // A closed loop of N clients waits N / throughput on average (Little's law), and throughput
  // is at most the usable cores over the CPU a request costs the machine; PGlite's database and
  // chain share one thread, so there one core is all a request can use.
  const cpuOf = (seconds: number) => cpuMsPerRequest(seconds, result);
  const cpuPerRequest = cpuOf(split.node! + split.postgres! + split.load!);
  const floor = Math.max(
    (CONNECTIONS * cpuPerRequest) / availableParallelism(),
    process.env.DATABASE_URL ? 0 : CONNECTIONS * cpuOf(split.node!),
  );
  const p50 = percentile(result.latencies, 50);
  const p99 = percentile(result.latencies, 99);
  const housekeeping = live.windows.filter(isHousekeeping);
  const duringHousekeeping = maxDuring(result, housekeeping);
  const duringBlocks = maxDuring(result, live.windows);
  const outsideBlocks = maxDuring(result, live.windows, true);
  const loaded = durations(live.windows);

  for (const [kind, name] of KINDS.entries()) {
    const mine = result.latencies.filter((_, i) => kindOf[result.pathIndexes![i]!] === kind);
    console.log(
      `  ${name}: ${fmt(mine.length)} requests, p50 ${ms(percentile(mine, 50))} ms, ` +
        `p99 ${ms(percentile(mine, 99))} ms, max ${ms(maxOf(mine))} ms`,
    );
  }
  const blockRatio = percentile(loaded, 99) / percentile(idle, 99);
  // The same two budgets below saturation: what housekeeping and the reads do to each other when
  // the requests do not already queue behind one another.
  const pacedHousekeeping = maxDuring(paced, pacedLive.windows.filter(isHousekeeping));
  const pacedOutside = maxDuring(paced, pacedLive.windows, true);
  const pacedBlocks = durations(pacedLive.windows);
  const pacedBlockRatio = percentile(pacedBlocks, 99) / percentile(idle, 99);
  printTable(
    `REST, cache-hostile (${dbLabel()}: ${fmt(seed.counts.orders_current)} orders, ` +
      `${fmt(seed.counts.trades)} trades, ${fmt(seed.counts.ledger_entries)} ledger entries; ` +
      `${CONNECTIONS} clients, ${SECONDS} s, a block every ${fmt(BLOCK_INTERVAL_MS)} ms; ` +
      `load average ${load0.toFixed(1)} → ${load1.toFixed(1)})`,
    [
      ['Fastify hello-world, same process: requests/s', fmt(helloRate)],
      [
        'hostile mix: requests/s (share of hello-world)',
        `${fmt(rate)} (${((100 * rate) / helloRate).toFixed(1)} %)`,
      ],
      [
        'CPU of the server process per request, ms (hello-world / hostile mix; warm-up and blocks included)',
        `${(helloCpu / helloRun.requests).toFixed(3)} / ${(hostileCpu / result.requests).toFixed(3)}`,
      ],
      [
        'CPU ms per request: data node, PostgreSQL, load generator',
        [split.node!, split.postgres!, split.load!].map((s) => cpuOf(s).toFixed(3)).join(', '),
      ],
      [
        `hostile mix: p50 / p99 / max ms (budget p99 ≤ ${BUDGET_P99})`,
        `${ms(p50)} / ${ms(p99)} / ${ms(maxOf(result.latencies))} (${mark(p99 <= BUDGET_P99)})`,
      ],
      [
        `least mean latency ${CONNECTIONS} closed-loop clients can see here: clients × CPU per request ÷ usable cores`,
        `${ms(floor)} ms`,
      ],
      [
        `paced at ${fmt(paced.requests / paced.seconds)} requests/s (${100 * PACED_SHARE} % of the closed loop's), latency from when each was due: p50 / p99 / max ms; cache hits`,
        `${ms(percentile(paced.latencies, 50))} / ${ms(percentile(paced.latencies, 99))} / ` +
          `${ms(maxOf(paced.latencies))}; ${pacedHitRate.toFixed(2)} %`,
      ],
      [
        'response cache hits (stored or joined in flight; budget < 5 %)',
        `${hitRate.toFixed(2)} % (${mark(hitRate < 5)})`,
      ],
      [
        'blocks carrying housekeeping in the run: count, longest ms',
        `${housekeeping.length}: ${ms(maxOf(durations(housekeeping)))}`,
      ],
      [
        'longest answer overlapping housekeeping (budget ≤ 100 ms)',
        housekeeping.length
          ? `${ms(duringHousekeeping.max)} ms over ${fmt(duringHousekeeping.count)} requests (${mark(duringHousekeeping.max <= 100)})`
          : '–',
      ],
      [
        'longest answer overlapping any block (execution, commit, housekeeping)',
        `${ms(duringBlocks.max)} ms over ${fmt(duringBlocks.count)} requests`,
      ],
      [
        'longest answer overlapping no block (the load alone: what the blocks add is the difference)',
        `${ms(outsideBlocks.max)} ms over ${fmt(outsideBlocks.count)} requests`,
      ],
      [
        'paced: longest answer overlapping housekeeping / overlapping no block (budget ≤ 100 ms)',
        `${ms(pacedHousekeeping.max)} ms over ${fmt(pacedHousekeeping.count)} requests / ` +
          `${ms(pacedOutside.max)} ms (${mark(pacedHousekeeping.max <= 100)})`,
      ],
      [
        'paced: block time p50 / p99 ms (budget p99 within 10 % of idle)',
        `${ms(percentile(pacedBlocks, 50))} / ${ms(percentile(pacedBlocks, 99))} ` +
          `(${pacedBlocks.length} blocks; ${pacedBlockRatio.toFixed(2)}× idle, ${mark(pacedBlockRatio <= 1.1)})`,
      ],
      [
        'block time idle: p50 / p99 ms',
        `${ms(percentile(idle, 50))} / ${ms(percentile(idle, 99))} (${idle.length} blocks)`,
      ],
      [
        'block time under the load: p50 / p99 ms (budget p99 within 10 % of idle)',
        `${ms(percentile(loaded, 50))} / ${ms(percentile(loaded, 99))} (${loaded.length} blocks; ` +
          `${blockRatio.toFixed(2)}× idle, ${mark(blockRatio <= 1.1)})`,
      ],
    ],
  );
  client.stop();
  await app.close();
  await hello.close();
  await db.close();
}
