/**
 * `npm run bench:api` part `scaled` (several readers): the data node as it scales,
 * real processes on one PostgreSQL — a chain process (NODE_ROLE=chain) and an API process
 * (NODE_ROLE=api) with API_WORKERS=1, then 2, each under the same cache-hostile workload
 * (api-bench-hostile-paths.ts) for BENCH_SECONDS; throughput, latency and the CPU split between
 * the API processes, the chain, PostgreSQL and the load generator (/proc, process-cpu.ts).
 * Then 250 subscribers of one market's data stream spread over the two workers for 60 blocks:
 * commit → arrival per worker, and whether both workers' subscribers got the same updates.
 *
 * The clients connect from 50 loopback addresses (127.0.1.1–50): each is one client to the
 * node's per-address limits (a REST token bucket of 50/s) and to the cluster's sticky
 * hand-over, which gives every address to one worker (roles/sticky-cluster.ts), as 50 users
 * behind 50 addresses would be. On the PostgreSQL server of DATABASE_URL (`npm run bench:api`
 * runs it through scripts/with-postgres.mjs, which finds Debian's local server when none is
 * given); a database is made for the run and dropped after. BENCH_SCALED_HISTORY (1,500) blocks of history;
 * BENCH_SCALED_PORT (3290) and the next port. BENCH_SCALED_PARTS (`rest,fanout`): `fanout` alone
 * skips the two REST runs and measures the fan-out on a fresh two-worker API process.
 */
import { spawn, type ChildProcess as Spawned } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { clientSlot } from '../src/roles/sticky-cluster.ts';
import { openDatabase } from '../src/store/database.ts';
import { hostilePaths } from './api-bench-hostile-paths.ts';
import {
  CONNECTIONS,
  PACED_SHARE,
  cpuMsPerRequest,
  WARMUP_SECONDS,
  env,
  laterHalves,
  mark,
  ms,
} from './api-bench-common.ts';
import { ChildProcess, fmt, maxOf, percentile, printTable, sleep } from './bench-support.ts';
import { measureFanout } from './fanout-measure.ts';
import type { LoadJob, LoadResult } from './http-load.ts';
import { cpuWindow, named, treeOf } from './process-cpu.ts';

const SECONDS = env('BENCH_SECONDS', 30);
const HISTORY = env('BENCH_SCALED_HISTORY', 1500);
const PORT = env('BENCH_SCALED_PORT', 3290);
const SUBSCRIBERS = env('BENCH_SUBSCRIBERS', 250);
const FANOUT_BLOCKS = env('BENCH_FANOUT_BLOCKS', 60);
const PARTS = new Set((process.env.BENCH_SCALED_PARTS ?? 'rest,fanout').split(','));
const ADDRESSES = Array.from({ length: CONNECTIONS }, (_, i) => `127.0.1.${i + 1}`);
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

async function healthy(origin: string, what: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await fetch(`${origin}/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${what} not healthy at ${origin} within ${timeoutMs / 1000} s`);
}

function stopped(child: Spawned): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The cache-hostile request mix, read from the chain's history. */
async function loadPaths(url: string): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    return (await hostilePaths(db, (SECONDS + WARMUP_SECONDS) * 4000)).paths;
  } finally {
    await db.close();
  }
}

export async function scaledPart() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      'the scaled part needs a PostgreSQL server: set DATABASE_URL, or run it through scripts/with-postgres.mjs',
    );
  const name = `tne_bench_scaled_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const children: Spawned[] = [];
  const role = (port: number, settings: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: url,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        ...settings,
      },
    });
    children.push(child);
    return child;
  };
  const load = new ChildProcess<LoadJob, LoadResult>('./http-load.ts');
  const load0 = loadavg()[0]!;
  try {
    const chainOrigin = `http://127.0.0.1:${PORT}`;
    const apiOrigin = `http://127.0.0.1:${PORT + 1}`;
    const chain = role(PORT, { NODE_ROLE: 'chain', HISTORY_BLOCKS: String(HISTORY) });
    const historyStarted = Date.now();
    await healthy(chainOrigin, 'the chain process', 15 * 60_000);
    console.log(`chain: ${HISTORY} blocks of history in ${(Date.now() - historyStarted) / 1000} s`);
    const runs: {
      workers: number;
      result: LoadResult;
      cpu: Record<string, number>;
      paced: LoadResult;
    }[] = [];
    const paths = PARTS.has('rest') ? await loadPaths(url) : [];
    let api: Spawned | undefined;
    for (const workers of PARTS.has('rest') ? [1, 2] : [2]) {
      api = role(PORT + 1, { NODE_ROLE: 'api', API_WORKERS: String(workers) });
      await healthy(apiOrigin, `the API process (${workers} workers)`, 120_000);
      if (!PARTS.has('rest')) break;
      const end = cpuWindow({
        'API process': treeOf(api.pid!),
        'chain process': treeOf(chain.pid!),
        'load generator': treeOf(load.pid!),
        PostgreSQL: named('postgres'),
      });
      const job = {
        kind: 'load',
        origin: apiOrigin,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        localAddresses: ADDRESSES,
      } as const;
      const result = await load.ask({ ...job, paths });
      const cpu = end();
      // Then paced at a share of that throughput, on URLs the closed loop did not reach.
      const rate = (PACED_SHARE * result.requests) / result.seconds;
      const paced = await load.ask({ ...job, paths: laterHalves(paths), rate });
      runs.push({ workers, result, cpu, paced });
      if (workers === 1) await stopped(api);
    }

    const perWorker = [0, 1].map((slot) => ADDRESSES.filter((a) => clientSlot(a, 2) === slot));
    // What the fan-out costs the API process (both workers and the primary): CPU seconds
    // are not stretched by a busy machine as latencies are.
    const fanoutCpu = cpuWindow({ 'API process': treeOf(api!.pid!) });
    const fanout = await measureFanout(
      url,
      Array.from({ length: SUBSCRIBERS }, (_, i) => {
        const localAddress = ADDRESSES[i % ADDRESSES.length]!;
        return { api: apiOrigin, localAddress, group: `worker ${clientSlot(localAddress, 2) + 1}` };
      }),
      FANOUT_BLOCKS,
    );
    const fanoutCpuMs = (fanoutCpu()['API process']! * 1000) / FANOUT_BLOCKS;
    const load1 = loadavg()[0]!;

    const rate = (r: LoadResult) => r.requests / r.seconds;
    const [one, two] = runs;
    const window = (r: LoadResult) => r.seconds + WARMUP_SECONDS;
    const cpuRow = (run: (typeof runs)[number]) => {
      const total = Object.values(run.cpu).reduce((a, b) => a + b, 0);
      const parts = Object.entries(run.cpu).map(([g, s]) => `${g} ${s.toFixed(1)}`);
      return `${parts.join(', ')}; all ${total.toFixed(1)} of ${(cpus().length * window(run.result)).toFixed(0)} core-s`;
    };
    const fanoutRows = [...fanout.latencies].map(([group, list]) => [
      `${SUBSCRIBERS} subscribers: ${group} — deliveries, commit → arrival p50 / p99 / max ms (budget p99 ≤ 50)`,
      `${fmt(list.length)}: ${ms(percentile(list, 50))} / ${ms(percentile(list, 99))} / ${ms(maxOf(list))} (${mark(percentile(list, 99) <= 50)})`,
    ]);
    printTable(
      `Scaled node on PostgreSQL: a chain process + an API process with 1, then 2 workers ` +
        `(${HISTORY} blocks of history, cache-hostile mix, ${CONNECTIONS} clients from ` +
        `${CONNECTIONS} addresses — ${perWorker[0]!.length} / ${perWorker[1]!.length} per worker ` +
        `of two — ${SECONDS} s each; load average ${load0.toFixed(1)} → ${load1.toFixed(1)})`,
      [
        ...runs.map((run) => [
          `${run.workers} worker(s): requests/s, p50 / p99 ms, non-200 answers`,
          `${fmt(rate(run.result))}, ${ms(percentile(run.result.latencies, 50))} / ${ms(percentile(run.result.latencies, 99))}, ${fmt(run.result.errors)}${run.result.firstError ? ` (first: ${run.result.firstError})` : ''}`,
        ]),
        ...runs.map((run) => [
          `${run.workers} worker(s), paced at ${100 * PACED_SHARE} % of that: requests/s, p50 / p99 ms from when each was due (budget p99 ≤ 25)`,
          `${fmt(rate(run.paced))}, ${ms(percentile(run.paced.latencies, 50))} / ${ms(percentile(run.paced.latencies, 99))}`,
        ]),
        ...runs.map((run) => [`${run.workers} worker(s): CPU seconds`, cpuRow(run)]),
        // Little's law: N closed-loop clients wait N / throughput on average, and throughput
        // is at most the cores over the CPU a request costs the machine (every process).
        ...runs.map((run) => [
          `${run.workers} worker(s): least mean latency ${CONNECTIONS} closed-loop clients can see here (clients × CPU per request ÷ cores)`,
          `${ms(
            (CONNECTIONS *
              cpuMsPerRequest(
                Object.values(run.cpu).reduce((a, b) => a + b, 0),
                run.result,
              )) /
              cpus().length,
          )} ms`,
        ]),
        ...(one && two
          ? [
              [
                'throughput 2 workers / 1 (budget ≥ 1.3× or the cores are the limit)',
                `${(rate(two.result) / rate(one.result)).toFixed(2)}×`,
              ],
            ]
          : []),
        ...fanoutRows,
        [
          'fan-out: API process CPU per block (both workers, 250 subscribers)',
          `${fanoutCpuMs.toFixed(1)} ms`,
        ],
        [
          'same updates on both workers (first subscriber of each, byte for byte)',
          `${fmt(fanout.compared)} blocks compared, ${fanout.differing} differing (${mark(fanout.compared > 0 && fanout.differing === 0)})`,
        ],
      ],
    );
  } finally {
    load.stop();
    for (const child of children.reverse()) await stopped(child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
