import cluster from 'node:cluster';
import { readConfig } from './config.ts';
import { loadGenesis } from './node/genesis-file.ts';
import { runAllRole } from './roles/all-role.ts';
import { runApiRole } from './roles/api-role.ts';
import { runChainRole } from './roles/chain-role.ts';
import type { RunningRole } from './roles/running-role.ts';
import { runScaledRole } from './roles/scaled-role.ts';
import { initialiseChainState } from './store/genesis-state.ts';
import { openDatabase } from './store/database.ts';
import { migrate } from './store/migrate.ts';
import { startupStep } from './node/startup-steps.ts';

/**
 * Entry point: settings → database → the role NODE_ROLE names (roles/): `all` (default) the
 * whole data node, `chain` the writer, `api` a reader of the writer's PostgreSQL; with
 * API_WORKERS > 1 this process is the primary and its workers (this file again) API readers.
 */
async function main(): Promise<RunningRole> {
  const config = readConfig();
  const open = () => openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (cluster.isWorker)
    return runApiRole(config, await open(), Number(process.env.TNE_WORKER_SLOT));
  const scaled = config.API_WORKERS > 1 && config.NODE_ROLE !== 'chain';
  if (scaled && config.NODE_ROLE === 'api') return runScaledRole(config);
  await startupStep('database open');
  const db = await open();
  // An API process never writes: the schema and the chain are the writer's to make.
  if (config.NODE_ROLE === 'api') return runApiRole(config, db);
  await startupStep('genesis file');
  const genesis = await loadGenesis(config.GENESIS);
  await startupStep('migrations');
  await migrate(db);
  await startupStep('chain id check');
  await initialiseChainState(db, genesis);
  await startupStep('app');
  if (scaled) return runScaledRole(config, { db, genesis });
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
