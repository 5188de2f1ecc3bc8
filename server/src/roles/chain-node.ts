import type { FastifyInstance } from 'fastify';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import { parseStartTime, retentionBlocks, type Config } from '../config.ts';
import { ChainRunner } from '../node/chain-runner.ts';
import type { Database } from '../store/database.ts';
import { markHousekeeping, pruneOutbox } from '../store/outbox.ts';
import type { BlockPayload } from '../streams/block-payload.ts';
import { OutboxWriter } from './outbox-writer.ts';
import { onShutdown } from './running-role.ts';
import { startupStep } from '../node/startup-steps.ts';

export interface ChainNodeHooks {
  /** A block committed: its output, the commit time and the stream payload it stored. */
  onCommit?: (out: BlockOutput, commitSeconds: number, payload: BlockPayload | undefined) => void;
  /** Housekeeping pruned history (caches must drop what they hold). */
  onHousekeeping?: () => void;
}

/**
 * The writer as the `all` and `chain` roles run it: the chain runner, with each live block's
 * stream payload stored in the outbox in the block's transaction (announced by NOTIFY on
 * commit) when the database is PostgreSQL, and the outbox pruned to OUTBOX_RETENTION_BLOCKS
 * with the rest of the housekeeping.
 */
export function createChainNode(
  config: Config,
  genesis: Genesis,
  db: Database,
  hooks: ChainNodeHooks,
): ChainRunner {
  const outbox = new OutboxWriter();
  const chain: ChainRunner = new ChainRunner({
    genesis,
    db,
    seed: config.SEED,
    blockIntervalMs: config.BLOCK_INTERVAL_MS,
    historyBlocks: config.HISTORY_BLOCKS,
    startTime: parseStartTime(config.START_TIME),
    retentionBlocks: retentionBlocks(config),
    snapshotsKept: config.SNAPSHOTS_KEPT,
    // A stored chain restarts from its head after a clean stop; in memory nothing survives.
    snapshotOnStop: db.kind === 'postgres' || config.DATA_DIR !== undefined,
    // Live blocks only, and only where other processes can read them: the history is there
    // before any API process follows (it starts after the newest block), and a block's stream
    // payload is ~250 kB (outbox-bench.ts), too much to keep in an in-memory PGlite.
    writeWithBlocks: (tx, outs) =>
      db.kind === 'postgres' && chain.isReady() ? outbox.write(tx, outs) : Promise.resolve(),
    onCommit: (out, seconds) => hooks.onCommit?.(out, seconds, outbox.take(out.height)),
    onHousekeeping: () => {
      hooks.onHousekeeping?.();
      // API processes clear their caches on this mark (roles/outbox-follower.ts). Between
      // blocks, like the housekeeping itself; a failure only delays the clearing to the next.
      const height = chain.head().height;
      const oldestKept = height - BigInt(config.OUTBOX_RETENTION_BLOCKS) + 1n;
      if (db.kind !== 'postgres') return;
      void pruneOutbox(db, oldestKept)
        .then(() => markHousekeeping(db, height))
        .catch((err: unknown) => console.error(`outbox housekeeping failed: ${String(err)}`));
    },
    log: (message) => console.error(message),
  });
  return chain;
}

/**
 * The writer roles' start: on shutdown the chain stops first (stop() waits for a commit in
 * flight) before the app and the pool close; the port listens first, so /health answers 503
 * while the history is made, then 200. Returns how long the history took (ms).
 */
export async function listenAndMakeHistory(
  chain: ChainRunner,
  app: FastifyInstance,
  db: Database,
  config: Pick<Config, 'PORT' | 'HOST'>,
): Promise<number> {
  onShutdown(async () => {
    await chain.stop();
    await app.close();
    await db.close();
  }, app.log);
  await startupStep('listen');
  await app.listen({ port: config.PORT, host: config.HOST });
  await startupStep('port open');
  const started = Date.now();
  await chain.start();
  return Date.now() - started;
}
