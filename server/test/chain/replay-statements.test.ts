import { describe, expect, it } from 'vitest';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import type { Database, Queryable } from '../../src/store/database.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { snapshotFixture } from './snapshot-fixture.ts';

/**
 * What a restart after a kill -9 asks of the store while it replays the blocks after the newest
 * interval snapshot (replay time). Those blocks are committed with their rows and
 * snapshots: the replay reads them and rebuilds the in-memory state, and writes nothing —
 * no rows again, no housekeeping, no snapshot. Snapshots every 20 blocks here (fixture).
 */
const { genesis, database } = snapshotFixture();

/** The same database, with every statement sent through it (and its transactions) noted. */
function noting(db: Database, statements: string[]): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return q.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
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

function chainOn(db: Database, logs: string[] = []) {
  return new ChainRunner({
    genesis: genesis(),
    db,
    seed: 'replay-statements',
    blockIntervalMs: 1000,
    historyBlocks: 30,
    startTime: TEST_START_TIME,
    manual: true,
    log: (m) => logs.push(m),
  });
}

describe('a restart replaying committed blocks', () => {
  it('writes nothing and reads the blocks in fewer statements than it replays blocks', async () => {
    const db = await database();
    const first = chainOn(db);
    await first.start();
    await first.advance(9);
    // Stopped without a head snapshot, as a kill leaves it: the newest snapshot is block 20.
    await first.stop();

    const statements: string[] = [];
    const logs: string[] = [];
    const restarted = chainOn(noting(db, statements), logs);
    await restarted.start();
    expect(logs).toContain('restored the state of block 20 from its snapshot');
    expect(restarted.head().height).toBe(39n);
    const writes = statements.filter((sql) =>
      /^\s*(INSERT|UPDATE|DELETE|VACUUM|ANALYZE|CHECKPOINT|SET)\b/i.test(sql),
    );
    expect(writes).toEqual([]);
    // 19 blocks replayed (21–39): reading settings, snapshot and blocks is a fixed few.
    expect(statements.length).toBeLessThan(19);
    await restarted.stop();
  }, 180_000);
});
