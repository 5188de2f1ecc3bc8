import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sleep } from './bench-support.ts';

// The soak's data node (soak-bench.ts): a real server process on PGlite on disk.

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * Starts the data node in `dataDir` with `history` blocks of history, then a block a second;
 * every line it logs at error or fatal is pushed to `errorLines` (each an error of the soak).
 */
export function startSoakServer(
  dataDir: string,
  { port, history }: { port: number; history: number },
  errorLines: string[],
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HISTORY_BLOCKS: String(history),
      BLOCK_INTERVAL_MS: '1000',
      TRUST_PROXY: '127.0.0.1',
      STATIC_DIR: tmpdir(), // no explorer: API only
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watch = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 50) errorLines.push(line.slice(0, 400));
    }
  };
  child.stdout?.on('data', watch);
  child.stderr?.on('data', watch);
  return child;
}

/** Resolves once the server at `origin` answers /health with 200; throws if it exits. */
export async function untilHealthy(child: ChildProcess, origin: string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const res = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
}

/** Resident memory of a process in MB, read from /proc (Linux). */
export function processRssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}
