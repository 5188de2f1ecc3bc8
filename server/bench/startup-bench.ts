/**
 * Start-up time (budget ≤ 20 s): from starting the data node process as `npm start`
 * does (`node --import tsx server/src/server.ts`, PGlite in memory, the explorer built already)
 * to /health answering 200, with BENCH_STARTUP_BLOCKS of history (default 400, the
 * HISTORY_BLOCKS default), BENCH_STARTUP_RUNS times (default 3). Port: BENCH_STARTUP_PORT
 * (3141). Usage: `npx tsx server/bench/startup-bench.ts`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { printTable } from './bench-support.ts';

const BLOCKS = Number(process.env.BENCH_STARTUP_BLOCKS ?? 400);
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 3141);
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Seconds from spawning the process to the first /health 200 (polled every 50 ms). */
async function startOnce(): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: String(PORT), HISTORY_BLOCKS: String(BLOCKS), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (!(await healthy())) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      await sleep(50);
    }
    return (performance.now() - started) / 1000;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
  }
}

const seconds: number[] = [];
for (let i = 0; i < RUNS; i++) seconds.push(await startOnce());
printTable(`Start-up to /health 200, ${BLOCKS} blocks of history, PGlite in memory`, [
  ['runs (s)', seconds.map((s) => s.toFixed(1)).join(', ')],
  ['best (s)', Math.min(...seconds).toFixed(1)],
]);
