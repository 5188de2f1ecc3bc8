import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_INTERVAL } from '../../src/node/housekeeping-step.ts';
import { openScratchDatabase } from '../test-database.ts';
import {
  FAULTS_PORT,
  genesisWithSnapshots,
  NodeProcess,
  referenceHashes,
  seededRandom,
} from './node-process.ts';
import { readStoredChain, type StoreLocation } from './stored-chain.ts';

/**
 * kill -9 at random points of a node's life — while it makes its history (with housekeeping
 * every 50 blocks and a state snapshot every 10, so kills land in both), while it restores and
 * replays, and during live blocks — on PGlite on disk and on PostgreSQL. After every kill the
 * store holds consecutive, whole blocks with the never-killed chain's hashes, every snapshot
 * is of a stored block, and nothing a client was shown is gone. The live kills aim at the commit
 * of a housekeeping block, of a snapshot block and of a plain one.
 *
 * The kill schedule is random each run, from a seed printed at the start and named in every
 * failure: `FAULTS_SEED=<seed> npm run test:faults` repeats it.
 */
const SEED = 'faults';
const HISTORY = 240;
const INTERVAL_MS = 100;
const PORT = FAULTS_PORT;
const SNAPSHOT_INTERVAL = 10;

/** FAULTS_SEED, or a new seed each run (printed, so a failing schedule can be repeated). */
function scheduleSeed(store: string): number {
  const seed = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) : randomInt(2 ** 31);
  console.log(`kill -9 on ${store}: schedule seed ${seed} (FAULTS_SEED=${seed} repeats it)`);
  return seed;
}

/** Where the live kills land: the commit of the next block whose height is a multiple of… */
const LIVE_TARGETS = [
  { name: 'housekeeping', every: Number(MAINTENANCE_INTERVAL) },
  { name: 'snapshot writing', every: SNAPSHOT_INTERVAL },
  { name: 'a live block', every: 1 },
] as const;

let dir: string;
let genesisFile: string;
let reference: string[];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'faults-kill-'));
  genesisFile = await genesisWithSnapshots(dir, SNAPSHOT_INTERVAL);
  reference = await referenceHashes(genesisFile, SEED, HISTORY, INTERVAL_MS);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function killAndCheck(where: StoreLocation, env: Record<string, string>, seed: number) {
  const random = seededRandom(seed);
  const nodeEnv = {
    ...env,
    GENESIS: genesisFile,
    SEED,
    HISTORY_BLOCKS: String(HISTORY),
    BLOCK_INTERVAL_MS: String(INTERVAL_MS),
  };
  let kept = 0;
  let seen = 0;
  let restoredFromSnapshot = 0;
  const check = async (point: string) => {
    const when = `${point} (FAULTS_SEED=${seed})`;
    const stored = await readStoredChain(where);
    const n = stored.heights.length;
    expect(stored.heights, when).toEqual(stored.heights.map((_, i) => i + 1));
    expect(n, `${when}: nothing committed before is lost`).toBeGreaterThanOrEqual(kept);
    expect(n, `${when}: every block a client saw is stored`).toBeGreaterThanOrEqual(seen);
    expect(stored.hashes.slice(0, HISTORY), when).toEqual(reference.slice(0, Math.min(n, HISTORY)));
    expect(stored.partialBlocks, when).toBe(0);
    expect(stored.duplicateTransactions, when).toBe(0);
    expect(stored.straySnapshots, when).toBe(0);
    kept = n;
  };

  // History: killed at random moments after the port opens, until one start gets through.
  for (let kill = 0; ; kill++) {
    const node = new NodeProcess(PORT, nodeEnv);
    await node.waitHealth((a) => a.status === 503 || a.status === 200);
    await new Promise((resolve) => setTimeout(resolve, 300 + random() * 2500));
    const health = await node.get('/health');
    await node.kill9();
    restoredFromSnapshot += node.logs.filter((l) => l.startsWith('restored the state')).length;
    await check(`kill ${kill} during the history`);
    if (health?.status === 200 || kill >= 8) break;
  }

  // Live blocks: what a client was shown (X-Block-Height) must survive each kill, which lands
  // in the commit of a block that does housekeeping, writes a snapshot, or neither.
  for (const [kill, target] of LIVE_TARGETS.entries()) {
    const node = new NodeProcess(PORT, nodeEnv);
    await node.waitHealth((a) => a.status === 200);
    // Until it has shown a new live block (a loaded machine may take a while), and then the
    // block before a target one: killed at a random moment of the next block's interval.
    const before = Math.max(seen, kept);
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      const answer = await node.get('/api/v2/assets');
      if (answer?.status === 200 && answer.height !== undefined)
        seen = Math.max(seen, answer.height);
      if (seen > before && (seen + 1) % target.every === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, random() * INTERVAL_MS * 1.5));
    await node.kill9();
    restoredFromSnapshot += node.logs.filter((l) => l.startsWith('restored the state')).length;
    await check(`kill ${kill} during live blocks, at ${target.name} after block ${seen}`);
  }
  expect(seen).toBeGreaterThan(HISTORY);
  expect(restoredFromSnapshot, 'restarts restored snapshots').toBeGreaterThan(0);

  // And it still starts, replaying what it has (hash-checked), and makes more.
  const node = new NodeProcess(PORT, nodeEnv);
  await node.waitHealth((a) => a.status === 200);
  await node.stop();
  await check('after a clean stop');
}

describe('kill -9 at random points', () => {
  it('PGlite on disk: nothing committed lost, history identical to a never-killed run', async () => {
    const dataDir = join(dir, 'pglite');
    await killAndCheck({ dataDir }, { DATA_DIR: dataDir }, scheduleSeed('PGlite'));
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    'PostgreSQL: nothing committed lost, history identical to a never-killed run',
    async () => {
      const scratch = await openScratchDatabase(serverUrl, 'tne_faults');
      const [row] = await scratch.query<{ db: string }>('SELECT current_database() AS db');
      const url = new URL(serverUrl!);
      url.pathname = `/${row!.db}`;
      try {
        const seed = scheduleSeed('PostgreSQL');
        await killAndCheck({ databaseUrl: url.toString() }, { DATABASE_URL: url.toString() }, seed);
      } finally {
        await scratch.close();
      }
    },
  );
});
