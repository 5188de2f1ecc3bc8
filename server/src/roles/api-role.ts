import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../store/database.ts';
import { listenForBlocks } from '../store/outbox-listener.ts';
import { outboxReplay } from '../streams/outbox-replay.ts';
import { OutboxFollower } from './outbox-follower.ts';
import { onShutdown, type RunningRole } from './running-role.ts';
import { clusterScrape } from './cluster-metrics.ts';
import { buildServingApp, servingParts } from './serving-app.ts';
import { acceptStickyConnections } from './sticky-cluster.ts';

/** The safety net under NOTIFY: catch up from the outbox at least this often (ms). */
const POLL_MS = 1000;

/**
 * NODE_ROLE=api: REST, streams, export and the explorer from the writer's PostgreSQL, no
 * simulation. Stateless but for its caches: it follows the outbox (outbox-follower.ts),
 * woken by the writer's NOTIFY and by a poll every second.
 */
export async function runApiRole(
  config: Config,
  db: Database,
  /** Slot of this worker under API_WORKERS (sticky-cluster.ts); undefined = its own port. */
  workerSlot?: number,
): Promise<RunningRole> {
  const url = config.DATABASE_URL;
  if (!url) throw new Error('NODE_ROLE=api needs DATABASE_URL');
  const parts = servingParts(config);
  const { hub, responseCache } = parts;
  const log = (message: string) => console.error(message);
  const follower = new OutboxFollower({
    db,
    hub,
    responseCache,
    onLag: (blocks) => app.metrics.outboxLag(blocks),
    log,
  });
  // Set up once the app's registry exists (below); until then a scrape answers for this worker.
  let scrape: (() => Promise<string>) | undefined;
  const workerScrape = (registry: Registry) => (scrape ? scrape() : registry.metrics());
  const app = await buildServingApp(config, parts, {
    db,
    // A worker of API_WORKERS answers /metrics for every worker (cluster-metrics.ts).
    ...(workerSlot === undefined ? {} : { metrics: { scrape: workerScrape } }),
    isReady: () => follower.isReady(),
    startupProgress: () => follower.progress(),
    healthDetails: () => ({
      ...follower.details(),
      ...(workerSlot === undefined ? {} : { worker: workerSlot, pid: process.pid }),
    }),
    blockHeaders: () => follower.head(),
    streams: {
      replay: outboxReplay(db, () => {
        const head = follower.head();
        return head ? BigInt(head.height) : undefined;
      }),
    },
  });
  const poll: { timer?: NodeJS.Timeout } = {};
  const listener = listenForBlocks(url, {
    onNotice: (payload) => follower.notice(payload),
    onListening: () => void follower.poll(true),
    log,
  });
  onShutdown(async () => {
    clearInterval(poll.timer);
    await listener.close();
    await app.close();
    await follower.catchUp().catch(() => {});
    await db.close();
  }, app.log);

  // Serve first: /health answers 503 until the writer's history is in place.
  if (workerSlot === undefined) await app.listen({ port: config.PORT, host: config.HOST });
  else {
    // The primary owns the port and hands this worker its clients' connections.
    scrape = clusterScrape(app.metrics.registry);
    await app.ready();
    acceptStickyConnections(app.server);
  }
  while (!(await follower.tryStart())) await new Promise((r) => setTimeout(r, POLL_MS));
  poll.timer = setInterval(() => void follower.poll(), POLL_MS);
  await follower.catchUp();
  return {
    summary: `API ${workerSlot === undefined ? 'process' : `worker ${workerSlot}`} on http://${config.HOST}:${config.PORT}: following the chain from block ${follower.head()?.height}`,
  };
}
