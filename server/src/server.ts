import { buildApp, DEFAULT_STATIC_DIR } from './app.ts';
import { loadGenesis } from './chain/genesis/load-genesis.ts';
import { readConfig } from './config.ts';
import { initialiseChainState } from './store/genesis-state.ts';
import { openDatabase } from './store/database.ts';
import { migrate } from './store/migrate.ts';

/** Entry point: settings → database → genesis → HTTP. */
async function main() {
  const config = readConfig();
  const genesis = await loadGenesis(config.GENESIS);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
  await initialiseChainState(db, genesis);

  const app = await buildApp({
    db,
    staticDir: config.STATIC_DIR ?? DEFAULT_STATIC_DIR,
    logLevel: config.LOG_LEVEL,
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `data node listening on http://${config.HOST}:${config.PORT} (chain ${genesis.chainId})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
