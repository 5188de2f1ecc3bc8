import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = 'server/src/server.ts';

/** A data-node process (server/src/server.ts through tsx), its output kept for failures. */
export interface NodeProcess {
  readonly child: ChildProcess;
  readonly port: number;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  readonly exited: Promise<number | string>;
}

export function startNode(env: Record<string, string>, port: number): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: ROOT + 'server/test/fixtures',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, port, output: () => text, exited };
}

export interface Health {
  status: string;
  role?: string;
  height?: number;
  committedHeight?: number;
  lag?: number;
  lastBlockAgeMs?: number;
}

export async function health(port: number): Promise<Health | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    return (await res.json()) as Health;
  } catch {
    return undefined;
  }
}

/** Polls /health until `ok` holds (or the process dies, or time runs out). */
export async function waitForHealth(
  node: NodeProcess,
  ok: (h: Health) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  let last: Health | undefined;
  let dead = false;
  void node.exited.then(() => (dead = true));
  while (Date.now() < deadline && !dead) {
    last = await health(node.port);
    if (last && ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `port ${node.port}: ${dead ? 'exited' : 'timed out'} waiting for ${what}; last health ${JSON.stringify(last)}\n${node.output().slice(-2000)}`,
  );
}

export async function stopNode(node: NodeProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  node.child.kill(signal);
  await node.exited;
}

/** A database of its own on the PostgreSQL server `serverUrl`, and how to drop it. */
export async function scratchDatabase(serverUrl: string) {
  const name = `tne_roles_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
