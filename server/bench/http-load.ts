/**
 * The API benchmark's HTTP client, run as a child process (bench-support.ts `ChildProcess`) so its
 * work does not share the server's event loop. Two jobs, each answered with one IPC message:
 *
 * - `load`: `connections` concurrent clients on keep-alive connections (undici Pool), each
 *   sending its next GET as soon as the previous answer's body is read, cycling through `paths`
 *   (each client starts at another offset), for `seconds` after `warmupSeconds` not recorded.
 * - `download`: one GET streamed to the end, counting bytes and lines, keeping nothing.
 */
import { Pool } from 'undici';
import { startTailTrace, type TailTraceData } from './tail-trace.ts';

/**
 * The request paths of the next `load` jobs, sent ahead of them: a list of 100,000 paths is
 * ~100 ms of the sender's CPU to serialise, which must not fall in a measured window.
 */
export interface PathsJob {
  kind: 'paths';
  paths: string[];
}

export interface LoadJob {
  kind: 'load';
  origin: string;
  /** The request paths; without them, the last PathsJob's. */
  paths?: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /**
   * Open loop: requests per second over all clients, each client sending on its own schedule
   * (connections / rate apart) whether or not the server has kept up, a latency measured from
   * when its request was due (a client behind schedule counts its wait: no coordinated
   * omission). Without it, closed loop: each client sends the next request when the last is
   * answered, as fast as the server goes.
   */
  rate?: number;
  /** Also return each recorded request's start as wall-clock ms (bench-support.ts wallMs). */
  recordStarts?: boolean;
  /**
   * Client i connects from `localAddresses[i % length]` (127.x.y.z all reach the loopback): many
   * clients, as the data node's per-address limits and an API cluster's sticky hand-over see them.
   */
  localAddresses?: string[];
  /** Also return this process's own trace (tail-trace.ts): when the load generator was late. */
  trace?: boolean;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  /** Milliseconds, one per recorded request. */
  latencies: number[];
  /** With `recordStarts`: wall-clock start of each request, in the order of `latencies`. */
  starts?: number[];
  /** With `recordStarts`: the index in `paths` of each request, in the order of `latencies`. */
  pathIndexes?: number[];
  /** Status of the first non-200 answer, for the error message. */
  firstError?: string;
  /** With `trace`: the load generator's own GC and held event loop over the run. */
  trace?: TailTraceData;
}

export interface DownloadJob {
  kind: 'download';
  origin: string;
  path: string;
}

export interface DownloadResult {
  status: number;
  bytes: number;
  lines: number;
  seconds: number;
}

/** The paths of the last PathsJob. */
let paths: string[] = [];

async function load(job: LoadJob): Promise<LoadResult> {
  const list = job.paths ?? paths;
  const addresses = job.localAddresses ?? [];
  const tracing = job.trace ? startTailTrace() : undefined;
  const shared = new Pool(job.origin, { connections: job.connections, pipelining: 1 });
  const own = addresses.map(
    (localAddress) => new Pool(job.origin, { connections: 1, pipelining: 1, localAddress }),
  );
  const poolOf = (client: number) => own[client % own.length] ?? shared;
  const latencies: number[] = [];
  const starts: number[] = [];
  const pathIndexes: number[] = [];
  let requests = 0;
  let errors = 0;
  let firstError: string | undefined;
  const warmupEnd = performance.now() + job.warmupSeconds * 1000;
  const end = warmupEnd + job.seconds * 1000;
  let measuredFrom = 0;

  const interval = job.rate ? (1000 * job.connections) / job.rate : 0;
  const firstDue = performance.now();
  const client = async (offset: number, pool: Pool, slot: number) => {
    let next = offset;
    let due = firstDue + (interval * slot) / job.connections;
    for (;;) {
      let started = performance.now();
      if (interval > 0) {
        if (due > started) await new Promise((resolve) => setTimeout(resolve, due - started));
        started = due;
        due += interval;
      }
      if (started >= end) return;
      const index = next++ % list.length;
      const path = list[index]!;
      const res = await pool.request({ path, method: 'GET' });
      await res.body.text();
      const done = performance.now();
      if (started < warmupEnd) continue;
      if (measuredFrom === 0) measuredFrom = started;
      requests++;
      latencies.push(done - started);
      if (job.recordStarts) {
        starts.push(performance.timeOrigin + started);
        pathIndexes.push(index);
      }
      if (res.statusCode !== 200) {
        errors++;
        firstError ??= `${res.statusCode} on ${path}`;
      }
    }
  };
  const step = Math.max(1, Math.floor(list.length / job.connections));
  await Promise.all(
    Array.from({ length: job.connections }, (_, i) => client(i * step, poolOf(i), i)),
  );
  const seconds = (performance.now() - Math.max(measuredFrom, warmupEnd)) / 1000;
  await Promise.all([shared, ...own].map((pool) => pool.close()));
  const trace = tracing?.stop();
  return {
    requests,
    errors,
    seconds,
    latencies,
    ...(job.recordStarts ? { starts, pathIndexes } : {}),
    ...(firstError ? { firstError } : {}),
    ...(trace ? { trace } : {}),
  };
}

async function download(job: DownloadJob): Promise<DownloadResult> {
  const pool = new Pool(job.origin, { connections: 1 });
  const started = performance.now();
  const res = await pool.request({ path: job.path, method: 'GET' });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { status: res.statusCode, bytes, lines, seconds };
}

// One answer per job; the process stays for the next until the parent stops it.
process.on('message', (job: LoadJob | DownloadJob | PathsJob) => {
  if (job.kind === 'paths') {
    paths = job.paths;
    process.send!({ paths: paths.length });
    return;
  }
  const work = job.kind === 'load' ? load(job) : download(job);
  work.then(
    (result) => process.send!(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
