/**
 * /health while the node starts (p99 ≤ 100 ms, docs/benchmarks.md): starts the real server
 * (`server.ts`, PGlite on disk in a temp DATA_DIR) with BENCH_HEALTH_BLOCKS of history (default
 * 500), polls /health every 50 ms from this process from the moment the port opens until it says
 * 200, and reports the answer times; then stops it and does the same for the restart (replay of
 * the stored chain). Port: BENCH_HEALTH_PORT (3223). Usage: `npx tsx server/bench/health-bench.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BLOCKS = Number(process.env.BENCH_HEALTH_BLOCKS ?? 500);
const PORT = Number(process.env.BENCH_HEALTH_PORT ?? 3223);
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

interface Run {
  answers: number[];
  starting: number;
  timeouts: number;
  toReadyMs: number;
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HISTORY_BLOCKS: String(BLOCKS),
      START_TIME: '2026-01-01T00:00:00Z',
      STATIC_DIR: tmpdir(), // no explorer: API only
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function probe(): Promise<Run> {
  const started = performance.now();
  const run: Run = { answers: [], starting: 0, timeouts: 0, toReadyMs: 0 };
  let open = false;
  for (;;) {
    const t0 = performance.now();
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      await res.arrayBuffer();
      open = true;
      run.answers.push(performance.now() - t0);
      if (res.status === 503) run.starting++;
      if (res.status === 200) break;
    } catch (error) {
      // Before the port opens: connection refused, not counted.
      if (open || (error as Error).name === 'TimeoutError') run.timeouts++;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  run.toReadyMs = performance.now() - started;
  return run;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

function report(name: string, run: Run) {
  const sorted = [...run.answers].sort((a, b) => a - b);
  console.log(
    `| ${name} | ${run.answers.length} (${run.starting} × 503) | ${pct(sorted, 0.5).toFixed(1)} | ${pct(sorted, 0.99).toFixed(1)} | ${sorted.at(-1)?.toFixed(1)} | ${run.timeouts} | ${(run.toReadyMs / 1000).toFixed(1)} s |`,
  );
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const dir = await mkdtemp(join(tmpdir(), 'health-bench-'));
try {
  console.log(`/health during start-up, ${BLOCKS} blocks of history, PGlite on disk`);
  console.log('| start | answers | p50 ms | p99 ms | max ms | timeouts (2 s) | until 200 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let child = startServer(dir);
  report('fresh (history made)', await probe());
  await stop(child);
  child = startServer(dir);
  report('restart (history replayed)', await probe());
  await stop(child);
} finally {
  await rm(dir, { recursive: true, force: true });
}
