import { afterEach, beforeAll } from 'vitest';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { openTestDatabase } from '../test-database.ts';

/**
 * The snapshot suites' setting: the default genesis with the network snapshotting every 20
 * blocks (so a few blocks make several snapshots), and fresh migrated databases holding it,
 * closed after each test.
 */
export function snapshotFixture() {
  let genesis: Genesis | undefined;
  beforeAll(async () => {
    const base = await loadGenesis();
    genesis = {
      ...base,
      networkParameters: { ...base.networkParameters, 'snapshot.interval.length': '20' },
    };
  });
  const open: Database[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close();
  });
  const genesisOf = (): Genesis => {
    if (!genesis) throw new Error('the genesis is loaded before the tests run');
    return genesis;
  };
  return {
    genesis: genesisOf,
    async database(): Promise<Database> {
      const db = await openTestDatabase();
      open.push(db);
      await migrate(db);
      await initialiseChainState(db, genesisOf());
      return db;
    },
  };
}
