import { collectDefaultMetrics, Histogram, type Registry } from 'prom-client';

/** How often the delay is sampled: a timer every 10 ms (prom-client's own monitor's period). */
export const SAMPLE_EVERY_MS = 10;

/** Seconds; the budget (p99 ≤ 5 ms) sits between fine buckets, a held thread in the coarse. */
const DELAY_BUCKETS = [
  0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1,
];

/**
 * A process's own figures in `registry`: prom-client's defaults (CPU, memory, GC, and the
 * event-loop lag as gauges of the time since the last scrape) and the event-loop delay as a
 * histogram, `nodejs_eventloop_delay_seconds`: how late each 10 ms timer fired, which is how
 * long a request arriving then would have waited for the thread. Unlike the default gauges, a
 * histogram accumulates, so any window's p99 comes from two scrapes (`histogram_quantile` of
 * a rate), several scrapers do not reset each other, and an API_WORKERS cluster's processes
 * add up (cluster-metrics.ts). Returns the sampler's stop.
 */
export function registerProcessMetrics(registry: Registry): () => void {
  collectDefaultMetrics({ register: registry });
  const delay = new Histogram({
    name: 'nodejs_eventloop_delay_seconds',
    help: 'How late a timer due every 10 ms ran: how long the event loop was held',
    buckets: DELAY_BUCKETS,
    registers: [registry],
  });
  let due = performance.now() + SAMPLE_EVERY_MS;
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(tick, SAMPLE_EVERY_MS);
    timer.unref();
  };
  function tick() {
    const now = performance.now();
    delay.observe(Math.max(0, now - due) / 1000);
    due = now + SAMPLE_EVERY_MS;
    schedule();
  }
  schedule();
  return () => clearTimeout(timer);
}
