import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_PORT, genesisWithSnapshots, NodeProcess, referenceHashes } from './node-process.ts';
import { readStoredChain } from './stored-chain.ts';

/**
 * A full disk during a commit, for real: the node's PGlite store on a tmpfs of its own (256 MB,
 * mounted here, as root), filled to the last 64 kB by a file while the node makes live blocks
 * (every 10th writes a snapshot), then the file removed. Nothing is injected: the error is the
 * one PGlite meets writing to a full file system.
 */
const PORT = FAULTS_PORT + 2;
const SEED = 'disk-full';
const HISTORY = 30;
const INTERVAL_MS = 100;
const sh = (...args: string[]) => execFileSync(args[0]!, args.slice(1), { stdio: 'pipe' });

let dir: string;
let disk: string;
let mounted = false;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'faults-disk-'));
  disk = join(dir, 'disk');
  sh('mkdir', disk);
  sh('mount', '-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', disk);
  mounted = true;
});
afterAll(async () => {
  if (mounted) sh('umount', disk);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Fills the file system `path` is on, leaving `leave` bytes. */
async function fill(path: string, leave: number) {
  const fs = await statfs(path);
  sh('fallocate', '-l', String(fs.bavail * fs.bsize - leave), join(path, 'filler'));
}

describe('a full disk during a commit', () => {
  it('gives a clear error, corrupts nothing, and the chain carries on when space returns', async () => {
    const genesis = await genesisWithSnapshots(dir, 10);
    const reference = await referenceHashes(genesis, SEED, HISTORY, INTERVAL_MS);
    const dataDir = join(disk, 'data');
    const env = {
      DATA_DIR: dataDir,
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
      expect(String(full.body?.error)).toMatch(
        /^block \d+ not committed: .*No space left on device/,
      );
      const refused = Number(/^block (\d+)/.exec(String(full.body?.error))![1]);
      expect(full.body?.committedHeight, 'the refused block is not said to be committed').toBe(
        refused - 1,
      );
      // Still answering, from the blocks it stored: none at or past the refused one is shown.
      const during = await shown();
      expect(during).toBe(refused - 1);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await shown()).toBe(during);
      expect((await node.get('/health'))?.status).toBe(503);
      expect(node.alive).toBe(true);

      await rm(join(disk, 'filler')); // space returns
      await node.waitHealth((a) => a.status === 200, 60_000);
      while ((await shown()) < refused + 5) await new Promise((r) => setTimeout(r, 50));
      const notCommitted = new RegExp(
        `^block ${refused} not committed \\(.*No space left on device\\): retrying until the store takes it$`,
      );
      expect(node.logs.some((l) => notCommitted.test(l))).toBe(true);
      expect(node.logs).toContain(`block ${refused} committed: the store is back`);
    } finally {
      await node.stop();
    }

    // The store is whole: consecutive blocks, each with all its transactions, the history the
    // never-interrupted chain's, every block a client saw kept; and it starts again.
    const stored = await readStoredChain({ dataDir });
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
  });
});
