import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import { registerProcessMetrics } from './event-loop-delay.ts';

/**
 * `GET /metrics` in Prometheus' text format (prom-client): REST latency per route, stream
 * subscribers per topic, block commit time and the last committed height, plus the process's
 * own figures (CPU, memory, event-loop delay: event-loop-delay.ts). One registry per app, so
 * tests can build several.
 */
export interface Metrics {
  /** The runner committed block `height` in `seconds` (execution excluded). */
  blockCommitted(height: number, seconds: number): void;
  /** An API process is `blocks` behind the newest block the writer committed. */
  outboxLag(blocks: number): void;
  readonly registry: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; from a cached answer (~0.1 ms) to a slow export page. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const COMMIT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** What the metrics read of the live hub (streams/live-hub.ts); http does not import streams. */
export interface SubscriberSource {
  subscriberCounts(): ReadonlyMap<string, number>;
}

/**
 * The writer's figures: commit time and the last committed height. Summed over the processes
 * of a cluster scrape (cluster-metrics.ts) but the height, which is their maximum.
 */
export function registerChainMetrics(registry: Registry) {
  const commitSeconds = new Histogram({
    name: 'block_commit_seconds',
    help: 'Time to commit one block to the database',
    buckets: COMMIT_BUCKETS,
    registers: [registry],
  });
  const committedHeight = new Gauge({
    name: 'block_height_committed',
    help: 'Height of the last block committed to the database',
    registers: [registry],
    aggregator: 'max',
  });
  return (height: number, seconds: number) => {
    commitSeconds.observe(seconds);
    committedHeight.set(height);
  };
}

export interface MetricsOptions {
  /**
   * What a scrape answers, given this process's registry (default: its own text). A worker of
   * API_WORKERS answers for the whole cluster (roles/cluster-metrics.ts).
   */
  scrape?: (registry: Registry) => Promise<string>;
}

export function registerMetrics(
  app: FastifyInstance,
  hub: SubscriberSource,
  options: MetricsOptions = {},
): void {
  const registry = new Registry();
  const stopSampling = registerProcessMetrics(registry);
  app.addHook('onClose', async () => stopSampling());

  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'REST and static answers, from request to response sent, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'stream_subscribers',
    help: 'WebSocket stream subscriptions open now, by topic',
    labelNames: ['topic'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [topic, count] of hub.subscriberCounts()) this.set({ topic }, count);
    },
  });
  const blockCommitted = registerChainMetrics(registry);
  const lag = new Gauge({
    name: 'outbox_lag_blocks',
    help: 'Committed blocks this API process has not published to its streams yet (0 for the writer)',
    registers: [registry],
    // Over a cluster: the worker furthest behind.
    aggregator: 'max',
  });

  app.decorate('metrics', {
    registry,
    blockCommitted,
    outboxLag(blocks: number) {
      lag.set(blocks);
    },
  } satisfies Metrics);

  // Callback hooks, here and in every hook of a request's path: an async one costs a promise
  // and a turn of the microtask queue per request.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not the URL: ids and cursors would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      requestSeconds.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });

  const apiDoc = {
    summary: 'Prometheus metrics (text exposition format)',
    description: 'Request counts and durations by route, stream connections, chain progress.',
    tags: ['Node'],
    produces: 'text/plain',
  };
  app.get('/metrics', { config: { apiDoc } }, async (_request, reply) => {
    void reply.header('Content-Type', registry.contentType);
    return options.scrape ? options.scrape(registry) : registry.metrics();
  });
}
