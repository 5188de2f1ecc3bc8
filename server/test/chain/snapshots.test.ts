import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import type { Database } from '../../src/store/database.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { snapshotFixture } from './snapshot-fixture.ts';

const { genesis, database } = snapshotFixture();

async function chainOn(db: Database, historyBlocks: number, logs: string[] = []) {
  const chain = new ChainRunner({
    genesis: genesis(),
    db,
    seed: 'snapshots',
    blockIntervalMs: 1000,
    historyBlocks,
    startTime: TEST_START_TIME,
    manual: true,
    log: (m) => logs.push(m),
  });
  await chain.start();
  return chain;
}

const storedSnapshots = async (db: Database) =>
  db.query<{ height: string; block_hash: string; state_hash: string }>(
    'SELECT s.height::text AS height, block_hash, state_hash FROM state_snapshots s ORDER BY s.height',
  );

/**
 * Restarts on `db` towards block 70 and checks it is exactly the same chain never stopped: the
 * whole state, deeply (classes, Maps, Sets, bigints), and the 15 blocks made after it.
 */
/** The log's lines about the restore (not the start-up's timing lines, committed-state.ts). */
const restoreLines = (logs: string[]) =>
  logs.filter((l) => !l.startsWith('start-up ') && !l.startsWith('serving the stored chain'));

async function restartMatchesReference(db: Database, logs: string[]) {
  const reference = await chainOn(await database(), 70);
  const chain = await chainOn(db, 70, logs);
  expect(chain.head().height).toBe(70n);
  expect(chain.state).toStrictEqual(reference.state);
  const next = await chain.advance(15);
  const expected = await reference.advance(15);
  expect(next.map((o) => o.header?.hash)).toEqual(expected.map((o) => o.header?.hash));
  expect(next).toStrictEqual(expected);
  expect(chain.state).toStrictEqual(reference.state);
  await chain.stop();
  await reference.stop();
}

describe('state snapshots', () => {
  it('are taken at every snapshot block, the last 3 kept, listed by /api/v2/snapshots with their block hashes', async () => {
    const db = await database();
    const chain = await chainOn(db, 70);
    await chain.advance(15);
    await chain.stop();
    const stored = await storedSnapshots(db);
    expect(stored.map((s) => s.height)).toEqual(['40', '60', '80']);
    const blocks = await db.query<{ height: string; hash: string }>(
      'SELECT height::text, hash FROM blocks WHERE height IN (40, 60, 80) ORDER BY height',
    );
    expect(stored.map((s) => s.block_hash)).toEqual(blocks.map((b) => b.hash));
    for (const s of stored) expect(s.state_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(stored.map((s) => s.state_hash)).size).toBe(3);

    const app = await buildApp({ db });
    try {
      const res = await app.inject('/api/v2/snapshots');
      const listed = (
        res.json() as {
          coreSnapshots: { edges: { node: { blockHeight: string; blockHash: string } }[] };
        }
      ).coreSnapshots.edges.map((e) => e.node);
      // Every snapshot block of the chain (20, 40, 60, 80), each with its block's hash.
      expect(listed.map((n) => n.blockHeight).sort()).toEqual(['20', '40', '60', '80']);
      for (const s of stored)
        expect(listed.find((n) => n.blockHeight === s.height)?.blockHash).toBe(s.block_hash);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('a restart loads the newest snapshot and replays only the blocks after it: the same state and blocks as a never-stopped run', async () => {
    const db = await database();
    await (await chainOn(db, 50)).stop();
    // A full replay from genesis would re-execute block 10 and refuse its (now wrong) hash.
    await db.query("UPDATE blocks SET hash = repeat('0', 64) WHERE height = 10");
    const logs: string[] = [];
    await restartMatchesReference(db, logs);
    expect(restoreLines(logs)).toEqual(['restored the state of block 40 from its snapshot']);
  }, 180_000);

  it('a corrupt or foreign snapshot falls back to the one before, then to genesis, saying so', async () => {
    const db = await database();
    await (await chainOn(db, 65)).stop(); // snapshots at 20, 40, 60
    await db.query('UPDATE state_snapshots SET state = $1 WHERE height = 60', [
      gzipSync('{"not":"a state"}'),
    ]);
    await db.query("UPDATE state_snapshots SET state = '\\x00ff'::bytea WHERE height = 40");
    const logs: string[] = [];
    await restartMatchesReference(db, logs);
    expect(restoreLines(logs)).toEqual([
      'snapshot at block 60 unusable (state hash mismatch): falling back to the snapshot at block 40',
      expect.stringMatching(
        /^snapshot at block 40 unusable \(.+\): falling back to the snapshot at block 20$/,
      ),
      'restored the state of block 20 from its snapshot',
    ]);

    // Every snapshot unusable (one names a block that is not the chain's): genesis, and replay.
    const db2 = await database();
    await (await chainOn(db2, 45)).stop(); // snapshots at 20, 40
    await db2.query("UPDATE state_snapshots SET block_hash = repeat('a', 64) WHERE height = 40");
    await db2.query("UPDATE state_snapshots SET state_hash = repeat('b', 64) WHERE height = 20");
    const logs2: string[] = [];
    await restartMatchesReference(db2, logs2);
    expect(restoreLines(logs2)).toEqual([
      expect.stringMatching(
        /^snapshot at block 40 unusable \(block 40 is [0-9a-f]{12}…, not aaaaaaaaaaaa…\): falling back to the snapshot at block 20$/,
      ),
      'snapshot at block 20 unusable (state hash mismatch): falling back to genesis',
    ]);
  }, 240_000);
});
