/**
 * Restart time against chain length: for each length in
 * BENCH_RESTART_BLOCKS (default `2000,20000`), starts the real server (`server.ts`, PGlite on
 * disk in a temp DATA_DIR) with that many blocks of history, waits for /health 200, kills it
 * (SIGKILL), starts it again and times spawn → /health 200, probing /health every 50 ms on the
 * way, and on to the node being live (a restart serves its stored chain while it loads the
 * newest interval snapshot and replays the blocks after it, `live: false` in /health); then
 * stops it cleanly (SIGTERM: the node stores its head's state) and times the next restart.
 * Budget: ≤ 10 s at 20,000 blocks, and within 20 % of the 2,000-block figure. Port: BENCH_RESTART_PORT
 * (3321). Usage: `npx tsx server/bench/restart-bench.ts`.
 *
 * Building a long chain takes far longer than restarting it (20,000 blocks: hours on a loaded
 * machine), so BENCH_RESTART_DIR keeps built chains: `<dir>/<blocks>-blocks-<interval>ms` is built once (and
 * killed -9 at its head, as above) and `….json` next to it records how; later runs only
 * copy it to a temp DATA_DIR and measure the restarts there, leaving the built one untouched.
 * A chain built by other code may not suit this code's store: delete the folder to rebuild.
 * BENCH_RESTART_BUILD_ONLY=1 stops after building (start it early, in the background).
 * BENCH_RESTART_RUNS (default 3) restarts of each kind per chain (run by run, the chains in
 * turn), alternately after a kill -9 and after a clean stop: the medians and their ratio are
 * reported (one run is ±1 s of noise on a loaded machine), then every run's time per start-up
 * step (the node's `start-up …` log lines).
 * BENCH_RESTART_TRACE=1 loads loop-trace.ts into each restarted node and prints, under each row,
 * every stretch over 50 ms after the port opened in which the node's thread could not answer,
 * with the start-up step it fell in.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const LENGTHS = (process.env.BENCH_RESTART_BLOCKS ?? '2000,20000').split(',').map(Number);
const PORT = Number(process.env.BENCH_RESTART_PORT ?? 3321);
/**
 * Block spacing of the chains (BLOCK_INTERVAL_MS): by default 10 minutes, so that no live block
 * is made while a restart is timed; the spacing also sets how much the simulation does per
 * block (an epoch ends every few blocks at 10 minutes, every 3,600 at 1 s).
 */
const INTERVAL_MS = Number(process.env.BENCH_RESTART_INTERVAL_MS ?? 600_000);
const REUSE_DIR = process.env.BENCH_RESTART_DIR;
const BUILD_ONLY = process.env.BENCH_RESTART_BUILD_ONLY === '1';
const TRACE = process.env.BENCH_RESTART_TRACE === '1';
const LOOP_TRACE = fileURLToPath(new URL('./loop-trace.ts', import.meta.url));
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

function startServer(dataDir: string, blocks: number, logs: string[], trace = false): ChildProcess {
  const preload = trace ? ['--import', LOOP_TRACE] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HISTORY_BLOCKS: String(blocks),
      START_TIME: '2026-01-01T00:00:00Z',
      BLOCK_INTERVAL_MS: String(INTERVAL_MS),
      STATIC_DIR: tmpdir(), // no explorer: API only
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => logs.push(...chunk.toString().trim().split('\n')));
  return child;
}

/**
 * Spawn → /health 200, with the /health answer times on the way; then (withLive) on to the
 * node being live: a restart serves its stored chain while it restores the state, saying
 * `live: false` in /health meanwhile (a node without that field is live at 200).
 */
async function untilHealthy(
  child: ChildProcess,
  started: number,
  logs: string[],
  withLive = false,
) {
  const answers: number[] = [];
  let ms: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${logs}`);
    const t0 = performance.now();
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      const body = (await res.json()) as { live?: boolean };
      answers.push(performance.now() - t0);
      if (res.status === 200) ms ??= performance.now() - started;
      if (ms !== undefined && (!withLive || body.live !== false))
        return { ms, liveMs: performance.now() - started, answers };
    } catch {
      // Connection refused until the port opens.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

/** The trace's stretches over 50 ms from the port's opening on (loop-trace.ts's lines). */
function printTrace(logs: string[]) {
  const open = logs.find((l) => l.endsWith(' start-up: port open'));
  const openAt = Number(open?.split(' ')[2] ?? 0);
  const ready = logs.find((l) => l.endsWith(' start-up: ready'));
  const readyAt = Number(ready?.split(' ')[2] ?? Infinity);
  const gaps = logs.filter((l) => l.startsWith('loop-trace gap '));
  // Those ending after the port opened, and starting before the node was ready (live blocks
  // after that are the live-block budget's, chain-bench.ts).
  const during = gaps.filter((l) => {
    const [from, to] = l.split(' ')[2]!.split('-').map(Number);
    return to! > openAt && from! < readyAt;
  });
  // Of which the process spent over 50 ms of CPU in: a task holding the thread, not the
  // loaded machine leaving the process unscheduled.
  const held = during.filter((l) => Number(l.split(' ')[5]) > 50);
  console.log(
    `|  | port open at ${openAt} ms, ready at ${readyAt} ms | ${during.length} stretches > 50 ms between, ${held.length} with > 50 ms of CPU | | | | |`,
  );
  for (const line of logs.filter((l) => l.startsWith('loop-trace '))) {
    const at = Number(line.split(' ')[2]!.split('-')[0]);
    if (line.startsWith('loop-trace mark ') ? at >= openAt && at <= readyAt : during.includes(line))
      console.log(`|  | ${line.slice('loop-trace '.length)} | | | | | |`);
  }
}

const p99 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? NaN;

interface Built {
  /** Spawn → /health 200 of the build, bytes on disk after its kill -9. */
  ms: number;
  bytes: number;
  /** When BENCH_RESTART_DIR kept it: the build's date. */
  at?: string;
}

/** Builds `blocks` blocks in `dir` and kills the node at its head (no snapshot at stop). */
async function build(dir: string, blocks: number): Promise<Built> {
  const logs: string[] = [];
  const started = performance.now();
  const child = startServer(dir, blocks, logs);
  const built = await untilHealthy(child, started, logs);
  await stop(child, 'SIGKILL');
  return { ms: built.ms, bytes: await dirBytes(dir) };
}

/**
 * A chain of `blocks` blocks just killed -9 at its head, in a DATA_DIR the caller may change
 * and must remove: built there, or copied from BENCH_RESTART_DIR (built there first if absent).
 */
async function killedChain(blocks: number): Promise<{ dir: string; built: Built }> {
  const dir = await mkdtemp(join(tmpdir(), 'restart-bench-'));
  if (!REUSE_DIR) return { dir, built: await build(dir, blocks) };
  const kept = join(REUSE_DIR, `${blocks}-blocks-${INTERVAL_MS}ms`);
  const record = `${kept}.json`;
  let built: Built;
  try {
    built = JSON.parse(await readFile(record, 'utf8')) as Built;
  } catch {
    // Absent or unfinished (the record is written last): build it afresh.
    await rm(kept, { recursive: true, force: true });
    await mkdir(kept, { recursive: true });
    built = { ...(await build(kept, blocks)), at: new Date().toISOString() };
    await writeFile(record, JSON.stringify(built));
  }
  await cp(kept, dir, { recursive: true });
  // The copy's dirty pages (7 GB at 20,000 blocks) written back while a restart is timed would
  // slow its module loading and store opening: a restart does not copy its store first.
  await promisify(execFile)('sync');
  return { dir, built };
}

if (BUILD_ONLY) {
  for (const blocks of LENGTHS) {
    const { dir, built } = await killedChain(blocks);
    await rm(dir, { recursive: true, force: true });
    console.log(`${blocks} blocks: built in ${(built.ms / 1000).toFixed(0)} s (${built.at ?? ''})`);
  }
  process.exit(0);
}

const RUNS = Number(process.env.BENCH_RESTART_RUNS ?? 3);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => (ms / 1000).toFixed(1);

console.log(
  `Restart to /health 200, PGlite on disk (spawn of the process included), blocks ${INTERVAL_MS / 1000} s apart, ${RUNS} restarts of each kind per chain`,
);
console.log(
  '| chain | built in | store on disk | stopped by | run | restart to 200 | live at | /health p99 until live | restored from |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
type Kind = 'kill -9' | 'clean stop';
/** Restart times (ms) by chain length and how the process before stopped: to 200, to live. */
const times = new Map<number, Record<Kind, number[]>>();
const liveTimes = new Map<number, Record<Kind, number[]>>();
/** The nodes' own start-up lines (chain-runner.ts: time per start-up step), printed after the table. */
const phases: string[] = [];
/** Each chain's DATA_DIR (a copy of the kept chain) and how it was built. */
const chains = new Map<number, { dir: string; built: Built }>();
for (const blocks of LENGTHS) {
  chains.set(blocks, await killedChain(blocks));
  times.set(blocks, { 'kill -9': [], 'clean stop': [] });
  liveTimes.set(blocks, { 'kill -9': [], 'clean stop': [] });
}
try {
  // Run by run, each chain in turn (the machine's load changes over minutes: each run's
  // restarts of both chains see about the same). Per chain, alternately: a restart after a
  // kill -9 at the head (each on a fresh copy of the kept chain, so each replays the blocks
  // after its newest interval snapshot, as the first did), stopped cleanly once live (the
  // head's state is stored); a restart after that clean stop, killed -9.
  for (let run = 1; run <= RUNS; run++)
    for (const blocks of LENGTHS)
      for (const kind of ['kill -9', 'clean stop'] as const) {
        if (kind === 'kill -9' && run > 1 && REUSE_DIR) {
          await rm(chains.get(blocks)!.dir, { recursive: true, force: true });
          chains.set(blocks, await killedChain(blocks));
        }
        const { dir, built } = chains.get(blocks)!;
        const logs: string[] = [];
        const started = performance.now();
        const child = startServer(dir, blocks, logs, TRACE);
        const restart = await untilHealthy(child, started, logs, true);
        await stop(child, kind === 'kill -9' ? 'SIGTERM' : 'SIGKILL');
        times.get(blocks)![kind].push(restart.ms);
        liveTimes.get(blocks)![kind].push(restart.liveMs);
        const restored = logs.find((l) => l.startsWith('restored the state of block')) ?? 'genesis';
        console.log(
          `| ${blocks.toLocaleString('en')} blocks | ${(built.ms / 1000).toFixed(0)} s | ${(built.bytes / 1e6).toFixed(0)} MB | ${kind} | ${run} | ${seconds(restart.ms)} s | ${seconds(restart.liveMs)} s | ${p99(restart.answers).toFixed(0)} ms | ${restored.replace(/^restored the state of (block \d+).*/, '$1')} |`,
        );
        for (const line of logs.filter((l) => /^(start-up |serving the stored chain)/.test(l)))
          phases.push(`${blocks} blocks, ${kind}, run ${run}: ${line}`);
        if (TRACE) printTrace(logs);
      }
} finally {
  for (const { dir } of chains.values()) await rm(dir, { recursive: true, force: true });
}

console.log('\nMedians (all runs above):');
console.log('| chain | kill -9: to 200 | live at | clean stop: to 200 | live at |');
console.log('| --- | --- | --- | --- | --- |');
for (const [blocks, runs] of times) {
  const live = liveTimes.get(blocks)!;
  console.log(
    `| ${blocks.toLocaleString('en')} blocks | ${seconds(median(runs['kill -9']))} s | ${seconds(median(live['kill -9']))} s | ${seconds(median(runs['clean stop']))} s | ${seconds(median(live['clean stop']))} s |`,
  );
}
if (times.size > 1) {
  const [first, last] = [[...times.values()][0]!, [...times.values()].at(-1)!];
  const ratio = (kind: Kind) => (median(last[kind]) / median(first[kind])).toFixed(2);
  console.log(
    `\nLongest chain's median restart / shortest's: ${ratio('kill -9')} after a kill -9, ${ratio('clean stop')} after a clean stop (budget ≤ 1.2, and ≤ 10 s at 20,000 blocks).`,
  );
}
console.log("\nTime per start-up step (ms; the node's own log line):");
for (const line of phases) console.log(`- ${line}`);
