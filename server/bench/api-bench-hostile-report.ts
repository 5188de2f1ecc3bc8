/** The tables of the cache-hostile bench (api-bench-hostile.ts). */
import { availableParallelism, loadavg } from 'node:os';
import type { ResponseCache } from '../src/http/response-cache.ts';
import {
  durations,
  isHousekeeping,
  maxDuring,
  type BlockWindow,
} from './api-bench-block-windows.ts';
import {
  CONNECTIONS,
  PACED_SHARE,
  cpuMsPerRequest,
  dbLabel,
  mark,
  ms,
} from './api-bench-common.ts';
import { KINDS } from './api-bench-hostile-paths.ts';
import type { SeedResult } from './api-seed.ts';
import { fmt, maxOf, percentile, printTable } from './bench-support.ts';
import type { LoadResult } from './http-load.ts';
import { delayQuantile, type DelayBuckets } from './metrics-delay.ts';
import { attribute, causesOf, SLOW_MS, UNEXPLAINED_BOUND_MS } from './tail-attribution.ts';
import type { TailTraceData } from './tail-trace.ts';

type CacheStats = ResponseCache['stats'];

export interface HostileRun {
  split: boolean;
  load0: number;
  seed: SeedResult;
  seconds: number;
  blockIntervalMs: number;
  hello: { run: LoadResult; cpuMs: number };
  closed: LoadResult;
  /** CPU seconds by group over the closed loop (process-cpu.ts). */
  cpuSplit: Record<string, number>;
  kindOf: number[];
  idle: number[];
  loaded: BlockWindow[];
  paced: LoadResult;
  pacedBlocks: BlockWindow[];
  cache: { closed: [CacheStats, CacheStats]; paced: [CacheStats, CacheStats] };
  traces: {
    server: TailTraceData;
    chain: TailTraceData | undefined;
    load: TailTraceData | undefined;
  };
  delay: [DelayBuckets, DelayBuckets];
}

const hitRate = ([before, after]: [CacheStats, CacheStats]) => {
  const hits = after.hits - before.hits + (after.coalesced - before.coalesced);
  const all = hits + (after.misses - before.misses);
  return all === 0 ? 0 : (100 * hits) / all;
};

/** Budgets of the issue: paced p99 and max, CPU per request, event-loop delay p99. */
const budgets = (split: boolean) => ({
  pacedP99: split ? 10 : 20,
  pacedMax: 50,
  cpu: process.env.DATABASE_URL ? 0.25 : 1.0,
  delayP99: 5,
});

export function printHostileReport(r: HostileRun): void {
  const budget = budgets(r.split);
  const { closed, paced, cpuSplit: cpu } = r;
  const rate = closed.requests / closed.seconds;
  const helloRate = r.hello.run.requests / r.hello.run.seconds;
  const cpuOf = (seconds: number) => cpuMsPerRequest(seconds, closed);
  const nodeCpu = cpuOf(cpu.node!);
  const machineCpu = cpuOf(Object.values(cpu).reduce((a, b) => a + b, 0));
  // A closed loop of N clients waits N / throughput on average (Little's law), and throughput
  // is at most the usable cores over the CPU a request costs the machine; PGlite's database and
  // server share one thread, so there one core is all a request can use.
  const floor = Math.max(
    (CONNECTIONS * machineCpu) / availableParallelism(),
    process.env.DATABASE_URL ? 0 : CONNECTIONS * nodeCpu,
  );
  for (const [kind, name] of KINDS.entries()) {
    const mine = closed.latencies.filter((_, i) => r.kindOf[closed.pathIndexes![i]!] === kind);
    console.log(
      `  ${name}: ${fmt(mine.length)} requests, p50 ${ms(percentile(mine, 50))} ms, ` +
        `p99 ${ms(percentile(mine, 99))} ms, max ${ms(maxOf(mine))} ms`,
    );
  }
  const idleP99 = percentile(r.idle, 99);
  const loaded = durations(r.loaded);
  const pacedBlocks = durations(r.pacedBlocks);
  const pacedP99 = percentile(paced.latencies, 99);
  const pacedMax = maxOf(paced.latencies);
  const metricsDelay = delayQuantile(r.delay[0], r.delay[1], 0.99);
  const { delay } = r.traces.server;
  const pacedHousekeeping = maxDuring(paced, r.pacedBlocks.filter(isHousekeeping));
  const pacedOutside = maxDuring(paced, r.pacedBlocks, true);
  const deployment = r.split
    ? 'split: API process (NODE_ROLE=api), chain in its own'
    : 'embedded (npm start: all in one process)';
  const cpuGroups = Object.keys(cpu)
    .map((g) => `${g} ${cpuOf(cpu[g]!).toFixed(3)}`)
    .join(', ');
  printTable(
    `REST, cache-hostile, ${deployment} (${dbLabel()}: ${fmt(r.seed.counts.orders_current)} orders, ` +
      `${fmt(r.seed.counts.trades)} trades, ${fmt(r.seed.counts.ledger_entries)} ledger entries; ` +
      `${CONNECTIONS} clients, ${r.seconds} s, a block every ${fmt(r.blockIntervalMs)} ms; ` +
      `load average ${r.load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)})`,
    [
      [
        'Fastify hello-world, this process: requests/s; its CPU per request, ms',
        `${fmt(helloRate)}; ${(r.hello.cpuMs / r.hello.run.requests).toFixed(3)}`,
      ],
      [
        'closed loop: requests/s (share of hello-world)',
        `${fmt(rate)} (${((100 * rate) / helloRate).toFixed(1)} %)`,
      ],
      [
        `CPU ms per request of the data-node process (budget ≤ ${budget.cpu}; ${r.split ? 'the API process' : 'database included on PGlite'})`,
        `${nodeCpu.toFixed(3)} (${mark(nodeCpu <= budget.cpu)})`,
      ],
      ['CPU ms per request by process group (node = the data-node process)', cpuGroups],
      [
        'closed loop: p50 / p99 / max ms',
        `${ms(percentile(closed.latencies, 50))} / ${ms(percentile(closed.latencies, 99))} / ${ms(maxOf(closed.latencies))}`,
      ],
      [
        `least mean latency ${CONNECTIONS} closed-loop clients can see here: clients × CPU per request ÷ usable cores`,
        `${ms(floor)} ms`,
      ],
      [
        `paced at ${fmt(paced.requests / paced.seconds)} requests/s (${100 * PACED_SHARE} % of the closed loop's), from when each was due: p50 / p99 / max ms (budget p99 ≤ ${budget.pacedP99}, max ≤ ${budget.pacedMax})`,
        `${ms(percentile(paced.latencies, 50))} / ${ms(pacedP99)} / ${ms(pacedMax)} ` +
          `(${mark(pacedP99 <= budget.pacedP99)}, ${mark(pacedMax <= budget.pacedMax)})`,
      ],
      [
        `paced: event-loop delay of the API process, p99 ms: /metrics histogram (${fmt(metricsDelay.samples)} samples) / its monitor (p50, max) (budget p99 ≤ ${budget.delayP99})`,
        `${ms(metricsDelay.ms)} / ${ms(delay.p99)} (${ms(delay.p50)}, ${ms(delay.max)}) (${mark(delay.p99 <= budget.delayP99)})`,
      ],
      [
        'response cache hits, closed / paced (stored or joined in flight; budget < 5 %)',
        r.split
          ? "– (the API process's own cache)"
          : `${hitRate(r.cache.closed).toFixed(2)} % / ${hitRate(r.cache.paced).toFixed(2)} % (${mark(hitRate(r.cache.closed) < 5)})`,
      ],
      [
        'paced: longest answer overlapping housekeeping / overlapping no block',
        `${ms(pacedHousekeeping.max)} ms over ${fmt(pacedHousekeeping.count)} requests / ${ms(pacedOutside.max)} ms`,
      ],
      [
        'block time idle: p50 / p99 ms',
        `${ms(percentile(r.idle, 50))} / ${ms(idleP99)} (${r.idle.length} blocks)`,
      ],
      [
        'block time under the closed loop / paced: p99 ms (× idle)',
        `${ms(percentile(loaded, 99))} (${(percentile(loaded, 99) / idleP99).toFixed(2)}×) / ` +
          `${ms(percentile(pacedBlocks, 99))} (${(percentile(pacedBlocks, 99) / idleP99).toFixed(2)}×)`,
      ],
    ],
  );
  const causes = [
    ...causesOf(r.traces.server),
    ...(r.traces.chain ? causesOf(r.traces.chain, 'chain process') : []),
    ...(r.traces.load ? causesOf(r.traces.load, 'load generator') : []),
  ];
  const attribution = attribute(paced, causes);
  printTable(
    `Paced run: what the ${fmt(attribution.slow)} answers over ${SLOW_MS} ms overlapped ` +
      `(${fmt(attribution.over20)} over ${UNEXPLAINED_BOUND_MS} ms, ${fmt(attribution.unexplainedOver20)} of them unexplained)`,
    attribution.rows.filter((row, i) => i === 0 || row[1] !== '0' || !row[4]!.startsWith('0 ')),
  );
}
