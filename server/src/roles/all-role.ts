import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import type { Config } from '../config.ts';
import type { BlockHeaderInfo } from '../http/block-headers.ts';
import { touchedBy } from '../http/response-cache-tags.ts';
import type { Database } from '../store/database.ts';
import { blockPayload, publishPayload } from '../streams/block-payload.ts';
import { outboxReplay } from '../streams/outbox-replay.ts';
import { MemoryReplay } from '../streams/memory-replay.ts';
import { createChainNode, listenAndMakeHistory } from './chain-node.ts';
import type { RunningRole } from './running-role.ts';
import { buildServingApp, servingParts } from './serving-app.ts';

/**
 * NODE_ROLE=all (the default): one process makes the chain and serves everything. Stream
 * updates go straight from the commit to the in-process hub; the outbox is written all the
 * same (API processes may follow this database too).
 */
export async function runAllRole(
  config: Config,
  genesis: Genesis,
  db: Database,
): Promise<RunningRole> {
  const parts = servingParts(config);
  const { hub, responseCache } = parts;
  // fromHeight replays from the outbox, which only PostgreSQL keeps (chain-node.ts); embedded,
  // from the last blocks this process published, kept in memory.
  const memoryReplay = db.kind === 'postgres' ? undefined : new MemoryReplay();
  /** The last block the database has committed (the chain's head runs ahead during a commit). */
  let committed: BlockHeaderInfo | undefined;
  const chain = createChainNode(config, genesis, db, {
    onCommit: (out, commitSeconds, payload) => {
      committed = { height: out.height.toString(), timeNs: out.timeNs.toString() };
      app.metrics.blockCommitted(Number(out.height), commitSeconds);
      // Before the streams publish: a client reacting to an update reads the new block.
      // Answers that depend on nothing the block wrote stay (response-cache-tags.ts).
      responseCache.blockCommitted(touchedBy(out));
      const published = payload ?? blockPayload(out);
      memoryReplay?.add(published);
      publishPayload(hub, published);
    },
    // Retention pruning deleted rows no block output names: nothing stored may stay.
    onHousekeeping: () => responseCache.clear(),
  });
  const app = await buildServingApp(config, parts, {
    db,
    isReady: () => chain.isServing(),
    startupProgress: () => chain.progress(),
    storeError: () => chain.storeError(),
    healthDetails: () => ({
      role: 'all',
      // live: false while a restart serves its stored chain and restores the state (committed-state.ts).
      ...(chain.isServing()
        ? { committedHeight: Number(chain.lastCommittedHeight()), live: chain.isReady() }
        : {}),
    }),
    blockHeaders: () => {
      if (!chain.isServing()) return undefined;
      if (committed) return committed;
      // Restarted with nothing new to make yet: the head is the last replayed, stored block.
      const head = chain.head();
      return { height: head.height.toString(), timeNs: head.timeNs.toString() };
    },
    streams: {
      replay:
        memoryReplay ?? outboxReplay(db, () => (committed ? BigInt(committed.height) : undefined)),
    },
  });
  const historyMs = await listenAndMakeHistory(chain, app, db, config);
  const head = chain.head();
  return {
    summary: `data node on http://${config.HOST}:${config.PORT}: chain ${genesis.chainId} at block ${head.height} (history in ${historyMs} ms)`,
  };
}
