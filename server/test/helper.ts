import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGenesis } from '../src/node/genesis-file.ts';
import type { Genesis } from '../src/chain/engine/genesis/genesis-schema.ts';
import { initialiseChainState } from '../src/store/genesis-state.ts';
import { migrate } from '../src/store/migrate.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  genesis: Genesis;
  close(): Promise<void>;
}

/**
 * The real app on a real (in-memory PGlite) database with the default genesis; requests go
 * through `app.inject`, so no port is opened.
 */
export async function buildTestApp(): Promise<TestApp> {
  const genesis = await loadGenesis();
  const db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const app = await buildApp({ db });
  return {
    app,
    genesis,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
