import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { readStoredChain } from './stored-chain.ts';

/**
 * A full disk during a commit, injected at the store's edge: PGlite on disk whose commits fail
 * with PostgreSQL's own error for it (53100, "No space left on device") after the block's rows
 * went in, as long as `full` is set.
 */
function onDisk(db: Database, disk: { full: boolean }): Database {
  return {
    ...db,
    transaction: (fn) =>
      db.transaction(async (tx) => {
        const result = await fn(tx);
        if (disk.full)
          throw Object.assign(
            new Error('could not extend file "base/5/16523": No space left on device'),
            { code: '53100' },
          );
        return result;
      }),
  };
}

let genesis: Genesis;
let dir: string;
beforeAll(async () => {
  genesis = await loadGenesis();
  dir = await mkdtemp(join(tmpdir(), 'faults-disk-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function open(dataDir: string) {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await initialiseChainState(db, genesis);
  return db;
}

const runner = (db: Database, logs: string[]) =>
  new ChainRunner({
    genesis,
    db,
    seed: 'disk-full',
    blockIntervalMs: 1000,
    historyBlocks: 20,
    startTime: TEST_START_TIME,
    manual: true,
    log: (m) => logs.push(m),
  });

describe('a full disk during a commit', () => {
  it('gives a clear error, corrupts nothing, and the chain carries on when space returns', async () => {
    // The never-interrupted chain, for the hashes.
    const refDb = await open(join(dir, 'reference'));
    const ref = runner(refDb, []);
    await ref.start();
    const expected = (await ref.advance(5)).map((o) => o.header?.hash);
    await ref.stop();
    await refDb.close();

    const dataDir = join(dir, 'full');
    const disk = { full: false };
    const db = onDisk(await open(dataDir), disk);
    const logs: string[] = [];
    const chain = runner(db, logs);
    await chain.start();
    const app = await buildApp({ db, storeError: () => chain.storeError() });

    disk.full = true;
    const made = chain.advance(5);
    for (let i = 0; i < 200 && !chain.storeError(); i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(chain.storeError()).toBe(
      'block 21 not committed: could not extend file "base/5/16523": No space left on device',
    );
    const health = await app.inject('/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'store-unavailable',
      error: expect.stringContaining('No space left on device') as string,
    });
    // Nothing of the refused block is stored; the chain before it is untouched.
    const [count] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM blocks');
    expect(count?.n).toBe('20');

    disk.full = false; // space returns
    const outs = await made;
    expect(outs.map((o) => o.header?.hash)).toEqual(expected);
    expect(chain.storeError()).toBeUndefined();
    expect((await app.inject('/health')).statusCode).toBe(200);
    // Besides the start-up's timing line (node/startup-steps.ts).
    expect(logs.filter((l) => !l.startsWith('start-up '))).toEqual([
      'block 21 not committed (could not extend file "base/5/16523": No space left on device): retrying until the store takes it',
      'block 21 committed: the store is back',
    ]);
    await chain.stop();
    await app.close();
    await db.close();

    // The store is whole: consecutive blocks, each with all its transactions, and it restarts.
    const stored = await readStoredChain({ dataDir });
    expect(stored.heights).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(stored.partialBlocks).toBe(0);
    expect(stored.duplicateTransactions).toBe(0);
    const again = await open(dataDir);
    const restarted = runner(again, []);
    await restarted.start();
    expect(restarted.head().height).toBe(25n);
    await restarted.stop();
    await again.close();
  });
});
