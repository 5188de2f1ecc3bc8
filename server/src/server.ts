import { readConfig } from './config.ts';
import { loadGenesis } from './node/genesis-file.ts';
import { runAllRole } from './roles/all-role.ts';
import { runApiRole } from './roles/api-role.ts';
import { runChainRole } from './roles/chain-role.ts';
import type { RunningRole } from './roles/running-role.ts';
import { initialiseChainState } from './store/genesis-state.ts';
import { openDatabase } from './store/database.ts';
import { migrate } from './store/migrate.ts';

/**
 * Entry point: settings → database → the role NODE_ROLE names (roles/): `all` (default) the
 * whole data node, `chain` the writer, `api` a reader of the writer's PostgreSQL.
 */
async function main(): Promise<RunningRole> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // An API process never writes: the schema and the chain are the writer's to make.
  if (config.NODE_ROLE === 'api') return runApiRole(config, db);
  const genesis = await loadGenesis(config.GENESIS);
  await migrate(db);
  await initialiseChainState(db, genesis);
  return config.NODE_ROLE === 'chain'
    ? runChainRole(config, genesis, db)
    : runAllRole(config, genesis, db);
}

main()
  .then((role) => console.log(role.summary))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
