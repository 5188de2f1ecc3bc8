import { describe, expect, it } from 'vitest';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import type { Database, Queryable } from '../../src/store/database.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { snapshotFixture } from './snapshot-fixture.ts';

/**
 * The restart budget: restart time must not grow with the chain. Counted in work, not time: a
 * restart of a 45-block chain and of a 145-block chain, stopped the same number of blocks past
 * their newest interval snapshot (snapshots every 20 blocks here, two kept), must send the
 * store the same statements and get the same number of rows back — the newest verified
 * snapshot and the blocks after it, nothing that scans the stored history. Both after a
 * kill -9 (no head snapshot: 5 blocks replayed) and after a clean stop (head snapshot: none).
 */
const { genesis, database } = snapshotFixture();

interface Work {
  statements: string[];
  rows: number;
}

/** The same database, with each statement sent through it and the rows it returned counted. */
function counting(db: Database, work: Work): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      work.statements.push(sql);
      const rows = await q.query(sql, params);
      work.rows += rows.length;
      return rows as never;
    },
    exec: (sql) => {
      work.statements.push(sql);
      return q.exec(sql);
    },
  });
  return {
    ...wrap(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

const chainOn = (db: Database, historyBlocks: number, snapshotOnStop: boolean) =>
  new ChainRunner({
    genesis: genesis(),
    db,
    seed: 'restart-work',
    blockIntervalMs: 1000,
    historyBlocks,
    startTime: TEST_START_TIME,
    manual: true,
    snapshotsKept: 2,
    snapshotOnStop,
  });

/** What restarting a stored chain of `blocks` blocks reads, after a kill -9 then a clean stop. */
async function restartWork(blocks: number): Promise<{ killed: Work; stopped: Work }> {
  const db = await database();
  const built = chainOn(db, blocks, false);
  await built.start();
  // No head snapshot, as a kill -9 leaves the store.
  await built.stop();

  const killed: Work = { statements: [], rows: 0 };
  const afterKill = chainOn(counting(db, killed), blocks, true);
  await afterKill.start();
  expect(afterKill.head().height).toBe(BigInt(blocks));
  // A clean stop: the head's state is stored.
  await afterKill.stop();

  const stopped: Work = { statements: [], rows: 0 };
  const afterStop = chainOn(counting(db, stopped), blocks, false);
  await afterStop.start();
  expect(afterStop.head().height).toBe(BigInt(blocks));
  await afterStop.stop();
  return { killed, stopped };
}

describe('the work of a restart', () => {
  it('is the same for a chain three times longer, after a kill -9 and after a clean stop', async () => {
    const short = await restartWork(45);
    const long = await restartWork(145);
    expect(long.killed.statements).toEqual(short.killed.statements);
    expect(long.stopped.statements).toEqual(short.stopped.statements);
    // Worked out by hand: genesis time, settings, their head, the head block served at once
    // (committed-state.ts), the two snapshots listed, the newest one's size and its one piece
    // (under 512 kB packed: state-snapshots.ts), then the 5 blocks after it (kill -9) or none
    // (clean stop).
    expect(short.killed.rows).toBe(1 + 4 + 1 + 1 + 2 + 1 + 1 + 5);
    expect(long.killed.rows).toBe(short.killed.rows);
    expect(short.stopped.rows).toBe(1 + 4 + 1 + 1 + 2 + 1 + 1);
    expect(long.stopped.rows).toBe(short.stopped.rows);
  }, 300_000);
});
