import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_PORT, genesisWithSnapshots, NodeProcess } from './node-process.ts';
import { readStoredChain } from './stored-chain.ts';

/**
 * PostgreSQL stopped and started again under a running node. Never the shared server: a
 * cluster of its own (`pg_createcluster`, Debian's postgresql-common, as root), on its own port,
 * created and dropped here.
 */
const CLUSTER = ['15', 'tnefaults'];
const PG_PORT = FAULTS_PORT + 7;
const NODE_PORT = FAULTS_PORT + 1;
const URL_ = `postgres://postgres:tne@127.0.0.1:${PG_PORT}/postgres`;
const pg = (...args: string[]) => execFileSync(args[0]!, args.slice(1), { stdio: 'pipe' });

let dir: string;
beforeAll(() => {
  try {
    pg('pg_dropcluster', ...CLUSTER, '--stop'); // left by an interrupted run
  } catch {
    // none
  }
  pg('pg_createcluster', ...CLUSTER, '-p', String(PG_PORT), '--start');
  pg('su', 'postgres', '-c', `psql -q -p ${PG_PORT} -c "ALTER USER postgres PASSWORD 'tne'"`);
});
afterAll(async () => {
  pg('pg_dropcluster', ...CLUSTER, '--stop');
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('PostgreSQL restarted under the node', () => {
  it('the node retries the block, says so on /health meanwhile, reconnects and loses nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'faults-pg-'));
    const node = new NodeProcess(NODE_PORT, {
      DATABASE_URL: URL_,
      GENESIS: await genesisWithSnapshots(dir, 10),
      SEED: 'pg-restart',
      HISTORY_BLOCKS: '30',
      BLOCK_INTERVAL_MS: '100',
    });
    let seen = 0;
    try {
      await node.waitHealth((a) => a.status === 200);
      const watch = async (ms: number) => {
        const until = Date.now() + ms;
        while (Date.now() < until) {
          const answer = await node.get('/api/v2/assets');
          if (answer?.status === 200 && answer.height !== undefined)
            seen = Math.max(seen, answer.height);
        }
      };
      await watch(1500);
      const before = seen;

      pg('pg_ctlcluster', ...CLUSTER, 'stop', '-m', 'immediate');
      const down = await node.waitHealth((a) => a.status === 503, 20_000);
      expect(down.body?.status).toBe('store-unavailable');
      expect(String(down.body?.error)).toMatch(/^block \d+ not committed: /);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(node.alive).toBe(true);

      pg('pg_ctlcluster', ...CLUSTER, 'start');
      await node.waitHealth((a) => a.status === 200, 60_000);
      await watch(1500);
      expect(seen).toBeGreaterThan(before);
      expect(node.logs.some((l) => / committed: the store is back$/.test(l))).toBe(true);
    } finally {
      await node.stop();
    }
    const stored = await readStoredChain({ databaseUrl: URL_ });
    expect(stored.heights).toEqual(stored.heights.map((_, i) => i + 1));
    expect(stored.heights.length).toBeGreaterThanOrEqual(seen);
    expect(stored.partialBlocks).toBe(0);
    expect(stored.duplicateTransactions).toBe(0);
    expect(stored.straySnapshots).toBe(0);
  });
});
