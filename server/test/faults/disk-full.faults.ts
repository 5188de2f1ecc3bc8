import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_PORT, genesisWithSnapshots, NodeProcess, referenceHashes } from './node-process.ts';
import { readStoredChain, type StoreLocation } from './stored-chain.ts';

/**
 * A full disk during a commit, for real, on PGlite and on PostgreSQL: the store on a tmpfs of its
 * own (256 MB, mounted here, as root; for PostgreSQL a `pg_createcluster` cluster whose data
 * folder is there), filled to the last 64 kB by a file while the node makes live blocks (every
 * 10th writes a snapshot), then the file removed. Nothing is injected: the error is the one
 * the store meets writing to a full file system.
 */
const PORT = FAULTS_PORT + 2;
const PG_PORT = FAULTS_PORT + 6;
const CLUSTER = ['15', 'tnediskfull'];
const SEED = 'disk-full';
const HISTORY = 30;
const INTERVAL_MS = 100;
const sh = (...args: string[]) => execFileSync(args[0]!, args.slice(1), { stdio: 'pipe' });

let dir: string;
const mounts: string[] = [];
let cluster = false;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'faults-disk-'));
});
afterAll(async () => {
  if (cluster) sh('pg_dropcluster', ...CLUSTER, '--stop');
  for (const disk of mounts.splice(0)) sh('umount', disk);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A fresh 256 MB tmpfs. */
function mountDisk(name: string): string {
  const disk = join(dir, name);
  sh('mkdir', disk);
  sh('mount', '-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', disk);
  mounts.push(disk);
  return disk;
}

/**
 * Fills the file system `path` is on, leaving `leave` bytes; tried again if the store took some
 * of the space between the measure and the allocation.
 */
async function fill(path: string, leave: number) {
  for (let attempt = 0; ; attempt++) {
    const fs = await statfs(path);
    try {
      sh('fallocate', '-l', String(fs.bavail * fs.bsize - leave), join(path, 'filler'));
      return;
    } catch (err) {
      if (attempt === 20) throw err;
    }
  }
}

async function fillDuringCommits(
  disk: string,
  where: StoreLocation,
  store: Record<string, string>,
) {
  const genesis = await genesisWithSnapshots(dir, 10);
  const reference = await referenceHashes(genesis, SEED, HISTORY, INTERVAL_MS);
  const env = {
    ...store,
    GENESIS: genesis,
    SEED,
    HISTORY_BLOCKS: String(HISTORY),
    BLOCK_INTERVAL_MS: String(INTERVAL_MS),
  };
  const node = new NodeProcess(PORT, env);
  let seen = 0;
  const shown = async () => {
    const answer = await node.get('/api/v2/assets');
    expect(answer?.status).toBe(200);
    seen = Math.max(seen, answer!.height!);
    return answer!.height!;
  };
  try {
    await node.waitHealth((a) => a.status === 200);
    while ((await shown()) < HISTORY + 3) await new Promise((r) => setTimeout(r, 50));

    await fill(disk, 64 * 1024);
    const full = await node.waitHealth((a) => a.status === 503, 60_000);
    expect(full.body?.status).toBe('store-unavailable');
    expect(String(full.body?.error)).toMatch(/^block \d+ not committed: .*No space left on device/);
    const refused = Number(/^block (\d+)/.exec(String(full.body?.error))![1]);
    expect(full.body?.committedHeight, 'the refused block is not said to be committed').toBe(
      refused - 1,
    );
    // Still answering, from the blocks it stored: none at or past the refused one is shown.
    // (PostgreSQL may free a little space, recycling WAL, and take one more block meanwhile.)
    for (let look = 0; look < 2; look++) {
      const during = await shown();
      const health = await node.get('/health');
      expect(health?.status, 'the disk is still full').toBe(503);
      const refusedNow = Number(/^block (\d+)/.exec(String(health?.body?.error))![1]);
      expect(health?.body?.committedHeight).toBe(refusedNow - 1);
      expect(during).toBeLessThan(refusedNow);
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(node.alive).toBe(true);

    await rm(join(disk, 'filler')); // space returns
    await node.waitHealth((a) => a.status === 200, 60_000);
    while ((await shown()) < refused + 5) await new Promise((r) => setTimeout(r, 50));
    const notCommitted = new RegExp(
      `^block ${refused} not committed \\(.*No space left on device\\): retrying until the store takes it$`,
    );
    expect(node.logs.some((l) => notCommitted.test(l))).toBe(true);
    expect(
      node.logs.filter((l) => / committed: the store is back$/.test(l)).length,
    ).toBeGreaterThan(0);
  } finally {
    await node.stop();
  }

  // The store is whole: consecutive blocks, each with all its transactions, the history the
  // never-interrupted chain's, every block a client saw kept; and it starts again.
  const stored = await readStoredChain(where);
  expect(stored.heights).toEqual(stored.heights.map((_, i) => i + 1));
  expect(stored.heights.length).toBeGreaterThanOrEqual(seen);
  expect(stored.hashes.slice(0, HISTORY)).toEqual(reference);
  expect(stored.partialBlocks).toBe(0);
  expect(stored.duplicateTransactions).toBe(0);
  expect(stored.straySnapshots).toBe(0);
  const again = new NodeProcess(PORT, env);
  try {
    await again.waitHealth((a) => a.status === 200);
    expect((await again.get('/api/v2/assets'))?.height).toBeGreaterThanOrEqual(seen);
  } finally {
    await again.stop();
  }
}

describe('a full disk during a commit: a clear error, nothing corrupted, carries on when space returns', () => {
  it('PGlite on disk', async () => {
    const disk = mountDisk('pglite');
    const dataDir = join(disk, 'data');
    await fillDuringCommits(disk, { dataDir }, { DATA_DIR: dataDir });
  });

  it('PostgreSQL', async () => {
    await chmod(dir, 0o755); // mkdtemp's 0700 would keep the postgres user out
    const disk = mountDisk('postgres');
    sh('chown', 'postgres', disk);
    try {
      sh('pg_dropcluster', ...CLUSTER, '--stop'); // left by an interrupted run
    } catch {
      // none
    }
    const data = join(disk, 'data');
    sh('pg_createcluster', ...CLUSTER, '-p', String(PG_PORT), '-d', data, '--start');
    cluster = true;
    sh('su', 'postgres', '-c', `psql -q -p ${PG_PORT} -c "ALTER USER postgres PASSWORD 'tne'"`);
    const databaseUrl = `postgres://postgres:tne@127.0.0.1:${PG_PORT}/postgres`;
    await fillDuringCommits(disk, { databaseUrl }, { DATABASE_URL: databaseUrl });
  });
});
