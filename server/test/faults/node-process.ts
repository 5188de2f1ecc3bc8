import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { NetworkState } from '../../src/chain/engine/state/network-state.ts';
import { runBlock } from '../../src/chain/run-block.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const DEFAULT_GENESIS = fileURLToPath(new URL('../../genesis/default.json', import.meta.url));

/**
 * The fault suite's ports: FAULTS_PORT (default 3322) and the next few — kill -9 on +0,
 * PostgreSQL restarted on +1 (its own cluster on +7), the full disk on +2 — so a run can be
 * moved out of another's way.
 */
export const FAULTS_PORT = Number(process.env.FAULTS_PORT ?? 3322);

/** 2026-01-01T00:00:00Z, the first block of every fault run (history blocks at fixed times). */
export const START_TIME = '2026-01-01T00:00:00Z';
const START_NS = 1_767_225_600_000_000_000n;

/** The default genesis with snapshots every `interval` blocks, as a file for GENESIS. */
export async function genesisWithSnapshots(dir: string, interval: number): Promise<string> {
  const genesis = JSON.parse(await readFile(DEFAULT_GENESIS, 'utf8')) as {
    networkParameters: Record<string, string>;
  };
  genesis.networkParameters['snapshot.interval.length'] = String(interval);
  const file = join(dir, `genesis-snapshots-${interval}.json`);
  await writeFile(file, JSON.stringify(genesis));
  return file;
}

/** Hashes of blocks 1…blocks of the never-killed chain, made in this process from the rules. */
export async function referenceHashes(
  genesisFile: string,
  seed: string,
  blocks: number,
  blockIntervalMs: number,
): Promise<string[]> {
  const genesis: Genesis = await loadGenesis(genesisFile);
  const interval = BigInt(blockIntervalMs) * 1_000_000n;
  const genesisTime = START_NS - interval;
  const state = new NetworkState(genesis, genesisTime);
  const hashes: string[] = [];
  for (let h = 1n; h <= BigInt(blocks); h++)
    hashes.push(runBlock(state, seed, h, genesisTime + h * interval, blockIntervalMs).header!.hash);
  return hashes;
}

/** A data node (server.ts) in its own process, its stderr lines kept. */
export class NodeProcess {
  readonly logs: string[] = [];
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        START_TIME,
        STATIC_DIR: tmpdir(), // no explorer: API only
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child.stderr?.on('data', (chunk: Buffer) =>
      this.logs.push(...chunk.toString().trim().split('\n')),
    );
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** GET a path: status, body and X-Block-Height; undefined when nothing answers in 2 s. */
  async get(path: string) {
    try {
      const res = await fetch(`http://127.0.0.1:${this.port}${path}`, {
        signal: AbortSignal.timeout(2_000),
      });
      const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      const height = res.headers.get('x-block-height');
      return { status: res.status, body, height: height === null ? undefined : Number(height) };
    } catch {
      return undefined;
    }
  }

  /** Polls /health until `until` holds for its answer (or the process ends). */
  async waitHealth(
    until: (answer: { status: number; body?: Record<string, unknown> | undefined }) => boolean,
    timeoutMs = 300_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`node exited: ${this.logs.join(' / ')}`);
      const answer = await this.get('/health');
      if (answer && until(answer)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for /health; logs: ${this.logs.join(' / ')}`);
  }

  async kill9(): Promise<void> {
    if (this.alive) this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (this.alive) this.child.kill('SIGTERM');
    await this.exited;
  }
}

/** A small deterministic random source for the kill schedule (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
