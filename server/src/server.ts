import { buildApp, DEFAULT_STATIC_DIR } from './app.ts';
import { ChainRunner } from './node/chain-runner.ts';
import { loadGenesis } from './node/genesis-file.ts';
import {
  parseStartTime,
  parseTrustProxy,
  readConfig,
  responseCacheBytes,
  retentionBlocks,
} from './config.ts';
import { ResponseCache } from './http/response-cache.ts';
import { touchedBy } from './http/response-cache-tags.ts';
import type { BlockHeaderInfo } from './http/block-headers.ts';
import { initialiseChainState } from './store/genesis-state.ts';
import { openDatabase } from './store/database.ts';
import { migrate } from './store/migrate.ts';
import { LiveHub } from './streams/live-hub.ts';
import { publishBlock } from './streams/publish-block.ts';

/** Entry point: settings → database → genesis → HTTP → chain (history, then live blocks). */
async function main() {
  const config = readConfig();
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  const genesis = await loadGenesis(config.GENESIS);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
  await initialiseChainState(db, genesis);

  const hub = new LiveHub();
  const responseCache = new ResponseCache(responseCacheBytes(config));
  /** The last block the database has committed (the chain's head runs ahead during a commit). */
  let committed: BlockHeaderInfo | undefined;
  const chain = new ChainRunner({
    genesis,
    db,
    seed: config.SEED,
    blockIntervalMs: config.BLOCK_INTERVAL_MS,
    historyBlocks: config.HISTORY_BLOCKS,
    startTime: parseStartTime(config.START_TIME),
    retentionBlocks: retentionBlocks(config),
    snapshotsKept: config.SNAPSHOTS_KEPT,
    onCommit: (out, commitSeconds) => {
      committed = { height: out.height.toString(), timeNs: out.timeNs.toString() };
      app.metrics.blockCommitted(Number(out.height), commitSeconds);
      // Before the streams publish: a client reacting to an update reads the new block.
      // Answers that depend on nothing the block wrote stay (response-cache-tags.ts).
      responseCache.blockCommitted(touchedBy(out));
      publishBlock(hub, out);
    },
    // Retention pruning deleted rows no block output names: nothing stored may stay.
    onHousekeeping: () => responseCache.clear(),
    log: (message) => console.error(message),
  });
  const app = await buildApp({
    db,
    hub,
    staticDir: config.STATIC_DIR ?? DEFAULT_STATIC_DIR,
    logLevel: config.LOG_LEVEL,
    trustProxy,
    isReady: () => chain.isReady(),
    startupProgress: () => chain.progress(),
    storeError: () => chain.storeError(),
    blockHeaders: () => {
      if (!chain.isReady()) return undefined;
      if (committed) return committed;
      // Restarted with nothing new to make yet: the head is the last replayed, stored block.
      const head = chain.head();
      return { height: head.height.toString(), timeNs: head.timeNs.toString() };
    },
    responseCache,
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await chain.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Listen first: /health answers 503 while the history is being made, then 200.
  await app.listen({ port: config.PORT, host: config.HOST });
  const started = Date.now();
  await chain.start();
  const head = chain.head();
  console.log(
    `data node on http://${config.HOST}:${config.PORT}: chain ${genesis.chainId} at block ${head.height} (history in ${Date.now() - started} ms)`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
