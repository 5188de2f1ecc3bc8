/**
 * The split deployment's API process for the cache-hostile bench (api-bench-hostile.ts): the
 * real server (`NODE_ROLE=api`, server/src/server.ts) on the bench's PostgreSQL database,
 * following the outbox the bench's chain writes, traced from its start (tail-trace-preload.ts).
 * BENCH_API_PORT (3375) is its port.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../src/store/database.ts';
import { env } from './api-bench-common.ts';
import { sleep } from './bench-support.ts';
import type { TailTraceData } from './tail-trace.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const PRELOAD = fileURLToPath(new URL('./tail-trace-preload.ts', import.meta.url));
const PORT = env('BENCH_API_PORT', 3375);

/** The bench database's own URL (the server's, with the scratch database's name). */
async function databaseUrl(db: Queryable): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
  return Object.assign(new URL(process.env.DATABASE_URL!), {
    pathname: `/${row!.name}`,
  }).toString();
}

export async function startApiProcess(db: Queryable) {
  const traceFile = join(tmpdir(), `tne-api-trace-${process.pid}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', PRELOAD, SERVER], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ROLE: 'api',
      API_WORKERS: '1',
      DATABASE_URL: await databaseUrl(db),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TAIL_TRACE_FILE: traceFile,
      ...(process.env.BENCH_CPU_PROFILE ? { CPU_PROFILE_FILE: process.env.BENCH_CPU_PROFILE } : {}),
    },
  });
  const origin = `http://127.0.0.1:${PORT}`;
  for (const until = Date.now() + 120_000; ;) {
    const status = await fetch(`${origin}/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`the API process did not become healthy at ${origin}`);
    await sleep(250);
  }

  /** What the process recorded since the last call (the first call discards the start-up). */
  const takeTrace = async (): Promise<TailTraceData> => {
    rmSync(traceFile, { force: true });
    child.kill('SIGUSR2');
    for (let i = 0; i < 200; i++) {
      try {
        return JSON.parse(readFileSync(traceFile, 'utf8')) as TailTraceData;
      } catch {
        await sleep(50); // not written (or not wholly) yet
      }
    }
    throw new Error('the API process wrote no trace');
  };
  /** Profiles the process until the returned stop (CPU_PROFILE_FILE, tail-trace-preload.ts). */
  const profile = async (file: string) => {
    child.kill('SIGPWR');
    await sleep(200); // the profiler starts
    return async () => {
      rmSync(file, { force: true });
      child.kill('SIGPWR');
      for (let i = 0; i < 200 && !existsSync(file); i++) await sleep(50);
      await sleep(200); // written whole
      console.log(`CPU profile of the API process written to ${file}`);
    };
  };
  return {
    origin,
    pid: child.pid!,
    takeTrace,
    profile,
    stop: () =>
      new Promise<void>((resolve) => {
        rmSync(traceFile, { force: true });
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
