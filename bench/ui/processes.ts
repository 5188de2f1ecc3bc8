import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { log } from './report.ts';

/**
 * Everything the bench starts (servers, browsers) registers a stopper here; they all run on
 * normal exit, on failure and on Ctrl-C, so no server or Chromium outlives the script.
 */
const stoppers: (() => Promise<void> | void)[] = [];
const children = new Set<ChildProcess>();

export function onCleanup(stop: () => Promise<void> | void) {
  stoppers.push(stop);
}

export async function cleanup() {
  while (stoppers.length > 0) {
    const stop = stoppers.pop()!;
    try {
      await stop();
    } catch (error) {
      log(`cleanup: ${String(error)}`);
    }
  }
}

// Last resort when the process dies without running cleanup(): children are process-group
// leaders (detached), so their whole group goes.
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
// `on`, not `once`: tsx forwards the terminal's Ctrl-C, so a second SIGINT can follow the
// first, and a default action would end the process before the servers are stopped.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping servers and browsers`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** The first port from `start` on that nobody listens to on 127.0.0.1. */
export async function freePort(start: number, skip: readonly number[] = []): Promise<number> {
  for (let port = start; port < start + 100; port += 1) {
    if (skip.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}…${start + 99}`);
}

/** Runs a child in its own process group; cleanup() stops the group (TERM, then KILL). */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    // The child's output goes to stderr: stdout holds only the tables.
    stdio: ['ignore', 2, 2],
    detached: true,
  });
  children.add(child);
  onCleanup(() => stopChild(child));
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone between the two
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Polls `url` until it answers 200 (the data node's /health after its history is made). */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not 200 within ${timeoutMs / 1000} s`);
}
