import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One process's registry as JSON, what AggregatorRegistry.aggregate takes. */
type RegistryJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/**
 * `/metrics` under API_WORKERS=N (sticky-cluster.ts): a scrape reaches one worker, which asks
 * the primary; the primary gathers every worker's registry (and its own: the writer in the
 * `all` role) as JSON and aggregates them with prom-client's AggregatorRegistry (counters and
 * histograms summed, gauges by their aggregator: the committed height and the outbox lag are
 * the maximum). Our own messages rather than prom-client's: its cluster scrape answers in the
 * primary only, and the primary here serves no HTTP.
 */
const SCRAPE = 'tne:metrics-scrape'; // worker → primary: a client scraped this worker
const COLLECT = 'tne:metrics-collect'; // primary → every worker
const COLLECTED = 'tne:metrics-collected'; // worker → primary: its registry as JSON
const SCRAPED = 'tne:metrics-scraped'; // primary → the scraped worker: the aggregated text

/** How long the primary waits for the workers; a worker that does not answer is left out. */
export const COLLECT_TIMEOUT_MS = 2_000;

type Message = { type?: unknown; id?: unknown; metrics?: unknown; text?: unknown };
const isMessage = (m: unknown): m is Message => typeof m === 'object' && m !== null;

/** In the primary: answers the workers' scrapes with the whole cluster's metrics. */
export function serveClusterMetrics(own: Registry): void {
  let nextId = 0;
  const collecting = new Map<number, (worker: Worker, metrics: RegistryJson) => void>();

  const collect = async (): Promise<string> => {
    const id = nextId++;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => w !== undefined && w.isConnected(),
    );
    const parts: RegistryJson[] = [await own.getMetricsAsJSON()];
    await new Promise<void>((resolve) => {
      const waiting = new Set(workers);
      const timer = setTimeout(finish, COLLECT_TIMEOUT_MS);
      function finish() {
        clearTimeout(timer);
        collecting.delete(id);
        resolve();
      }
      collecting.set(id, (worker, metrics) => {
        if (!waiting.delete(worker)) return;
        parts.push(metrics);
        if (waiting.size === 0) finish();
      });
      for (const worker of workers) worker.send({ type: COLLECT, id });
      if (waiting.size === 0) finish();
    });
    return AggregatorRegistry.aggregate(parts).metrics();
  };

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message) || typeof message.id !== 'number') return;
    if (message.type === COLLECTED && Array.isArray(message.metrics))
      collecting.get(message.id)?.(worker, message.metrics as RegistryJson);
    else if (message.type === SCRAPE) {
      const reply = (text: string) => {
        if (worker.isConnected()) worker.send({ type: SCRAPED, id: message.id, text });
      };
      collect().then(reply, (err: unknown) => {
        console.error(`cluster metrics failed: ${String(err)}`);
        reply('');
      });
    }
  });
}

/**
 * In a worker: answers the primary's collection with `registry`, and returns the scrape for
 * `/metrics` (the whole cluster's text; this worker's own if the primary does not answer).
 */
export function clusterScrape(registry: Registry): () => Promise<string> {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== COLLECT) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics }),
      () => process.send?.({ type: COLLECTED, id: message.id, metrics: [] }),
    );
  });
  let nextId = 0;
  return () =>
    new Promise<string>((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => done(undefined), COLLECT_TIMEOUT_MS * 2);
      function done(text: string | undefined) {
        clearTimeout(timer);
        process.off('message', onMessage);
        if (text) resolve(text);
        else void registry.metrics().then(resolve);
      }
      function onMessage(message: unknown) {
        if (isMessage(message) && message.type === SCRAPED && message.id === id)
          done(typeof message.text === 'string' ? message.text : undefined);
      }
      process.on('message', onMessage);
      process.send?.({ type: SCRAPE, id });
    });
}
