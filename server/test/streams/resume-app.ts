import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { OutboxWriter } from '../../src/roles/outbox-writer.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { blockPayload, publishPayload } from '../../src/streams/block-payload.ts';
import { LiveHub } from '../../src/streams/live-hub.ts';
import { outboxReplay } from '../../src/streams/outbox-replay.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { openTestDatabase } from '../test-database.ts';
import { StreamClient } from './ws-client.ts';

/**
 * A manual chain of 60 history blocks behind a listening app whose streams resume from the
 * outbox (on PGlite and, with TEST_DATABASE_URL, on PostgreSQL), as the chain and api roles run
 * it: live blocks (made with `chain.advance`) are written to the outbox, history blocks are not.
 */
export interface ResumeApp {
  db: Database;
  chain: ChainRunner;
  app: FastifyInstance;
  /** A stream client on `path` (closed by close()). */
  open(path: string): Promise<StreamClient>;
  close(): Promise<void>;
}

export async function startResumeApp(): Promise<ResumeApp> {
  const genesis = await loadGenesis();
  const db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const hub = new LiveHub();
  const outbox = new OutboxWriter();
  const chain: ChainRunner = new ChainRunner({
    genesis,
    db,
    seed: 'test',
    blockIntervalMs: 1000,
    historyBlocks: 60,
    startTime: TEST_START_TIME,
    manual: true,
    writeWithBlocks: (tx, outs) => (chain.isReady() ? outbox.write(tx, outs) : Promise.resolve()),
    onCommit: (out) => publishPayload(hub, blockPayload(out)),
  });
  await chain.start();
  const app = await buildApp({
    db,
    hub,
    rateLimit: false,
    isReady: () => chain.isReady(),
    streams: { replay: outboxReplay(db, () => chain.head().height) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const clients: StreamClient[] = [];
  return {
    db,
    chain,
    app,
    async open(path) {
      const client = await StreamClient.connect(`${base}${path}`);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.ws.terminate();
      await chain.stop();
      await app.close();
      await db.close();
    },
  };
}

/** The verdict a resumed stream sends: `{resumed: {fromHeight, toHeight, whole}}`. */
export const isResumed = (m: unknown) => typeof m === 'object' && m !== null && 'resumed' in m;
