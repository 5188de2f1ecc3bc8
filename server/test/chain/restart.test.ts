import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { TEST_START_TIME } from '../chain-helper.ts';

let genesis: Genesis;
let dir: string;
beforeAll(async () => {
  genesis = await loadGenesis();
  dir = await mkdtemp(join(tmpdir(), 'chain-restart-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function open(dataDir?: string): Promise<Database> {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await initialiseChainState(db, genesis);
  return db;
}

async function run(
  db: Database,
  historyBlocks: number,
  seed = 'restart',
  blockIntervalMs = 1000,
): Promise<ChainRunner> {
  const chain = new ChainRunner({
    genesis,
    db,
    seed,
    blockIntervalMs,
    historyBlocks,
    startTime: TEST_START_TIME,
    manual: true,
  });
  await chain.start();
  return chain;
}

const blockHashes = async (db: Database) =>
  (await db.query<{ hash: string }>('SELECT hash FROM blocks ORDER BY height')).map((r) => r.hash);

describe('restarting on DATA_DIR', () => {
  it('resumes where it stopped and makes the same chain as an uninterrupted run', async () => {
    const reference = await open();
    await run(reference, 40);
    const expected = await blockHashes(reference);
    await reference.close();

    const dataDir = join(dir, 'resume');
    const first = await open(dataDir);
    await run(first, 25);
    await first.close();

    const second = await open(dataDir);
    const chain = await run(second, 40);
    expect(chain.head().height).toBe(40n);
    expect(await blockHashes(second)).toEqual(expected);
    const [dupes] = await second.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM (SELECT hash FROM transactions GROUP BY hash HAVING count(*) > 1) d',
    );
    expect(dupes?.n).toBe('0');
    await second.close();
  }, 120_000);

  it('survives kill -9 during live blocks: nothing committed is lost, nothing is duplicated', async () => {
    const dataDir = join(dir, 'kill');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED: 'killed',
      HISTORY_BLOCKS: '30',
      BLOCK_INTERVAL_MS: '50',
      START_TIME: '2026-01-01T00:00:00Z',
      LOG_LEVEL: 'silent',
      STATIC_DIR: join(dir, 'none'),
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env,
      stdio: 'pipe',
    });
    // Live blocks arrive every 50 ms after the history: kill somewhere in the middle of them.
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('data node on')) setTimeout(resolve, 1500);
      });
      server.on('exit', (code) => reject(new Error(`server exited early (${code})`)));
    });
    server.removeAllListeners('exit');
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));

    const db = await open(dataDir);
    const heights = (
      await db.query<{ height: string }>(
        'SELECT b.height::text AS height FROM blocks b ORDER BY b.height',
      )
    ).map((r) => Number(r.height));
    expect(heights.length).toBeGreaterThan(30);
    expect(heights).toEqual(heights.map((_, i) => i + 1)); // consecutive, no gaps, no duplicates
    const committed = heights.length;
    // Every block is whole: its transactions are all there.
    const [partial] = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM blocks b WHERE b.tx_count <> (SELECT count(*) FROM transactions t WHERE t.block_height = b.height)',
    );
    expect(partial?.n).toBe('0');
    // The chain replays what was committed (hash-checked) and carries on from there.
    const chain = await run(db, committed, 'killed', 50);
    expect(chain.head().height).toBe(BigInt(committed));
    await chain.advance(3);
    expect(chain.head().height).toBe(BigInt(committed + 3));
    await db.close();
  }, 120_000);
});
