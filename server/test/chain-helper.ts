import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { ChainRunner, type ChainOptions } from '../src/node/chain-runner.ts';
import type { Genesis } from '../src/chain/engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../src/node/genesis-file.ts';
import type { Database } from '../src/store/database.ts';
import { initialiseChainState } from '../src/store/genesis-state.ts';
import { migrate } from '../src/store/migrate.ts';
import { openTestDatabase } from './test-database.ts';
import { LiveHub } from '../src/streams/live-hub.ts';
import { publishBlock } from '../src/streams/publish-block.ts';

/** 2026-01-01T00:00:00Z: tests pin the clock so the history is the same on every run. */
export const TEST_START_TIME = 1_767_225_600_000_000_000n;

export interface ChainTestApp {
  app: FastifyInstance;
  db: Database;
  hub: LiveHub;
  chain: ChainRunner;
  genesis: Genesis;
  close(): Promise<void>;
}

/**
 * The real app over a real (in-memory PGlite) database holding `blocks` blocks of the
 * simulated network: route and stream tests read what the chain really wrote, not fixtures.
 * The chain does not tick on its own; call `chain.advance(n)` to make more blocks.
 */
export async function buildChainTestApp(
  options: {
    blocks?: number;
    seed?: string;
    app?: Partial<AppOptions>;
    chain?: Partial<ChainOptions>;
  } = {},
): Promise<ChainTestApp> {
  const genesis = await loadGenesis();
  const db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const hub = new LiveHub();
  const chain = new ChainRunner({
    genesis,
    db,
    seed: options.seed ?? 'test',
    blockIntervalMs: 1000,
    historyBlocks: options.blocks ?? 120,
    startTime: TEST_START_TIME,
    manual: true,
    onCommit: (out) => publishBlock(hub, out),
    ...options.chain,
  });
  await chain.start();
  const app = await buildApp({
    db,
    hub,
    isReady: () => chain.isReady(),
    blockHeaders: () => ({
      height: chain.head().height.toString(),
      timeNs: chain.head().timeNs.toString(),
    }),
    ...options.app,
  });
  return {
    app,
    db,
    hub,
    chain,
    genesis,
    close: async () => {
      await chain.stop();
      await app.close();
      await db.close();
    },
  };
}
