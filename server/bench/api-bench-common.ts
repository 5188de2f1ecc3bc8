/** Settings and small helpers shared by the parts of `npm run bench:api` (api-bench.ts). */
import type { FastifyInstance } from 'fastify';

export const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Real chain blocks whose rows are the copies' templates (and the stream part's history). */
export const TEMPLATE_BLOCKS = env('BENCH_TEMPLATE_BLOCKS', 150);
export const SIZES = {
  orders: env('BENCH_ORDERS', 120_000),
  trades: env('BENCH_TRADES', 220_000),
  ledgerEntries: env('BENCH_LEDGER', 1_100_000),
};
export const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
export const SECONDS = env('BENCH_SECONDS', 10);
export const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 2);
export const PAGE = 50;
export const SUBSCRIBERS = env('BENCH_SUBSCRIBERS', 250);
export const STREAM_HISTORY = env('BENCH_STREAM_HISTORY', 300);
export const STREAM_BLOCKS = env('BENCH_STREAM_BLOCKS', 150);
export const STREAM_GAP_MS = env('BENCH_STREAM_GAP_MS', 200);
export const EXPORT_LEDGER = env('BENCH_EXPORT_LEDGER', 1_150_000);
/** Every 8th entry goes to another party: the market maker holds 7/8 of the ledger. */
export const EXPORT_WHALE_EVERY = 8;

/**
 * The paced run's rate (api-bench-hostile.ts, -scaled.ts), as a share of the closed loop's
 * throughput measured just before: the latency a user meets when the node is busy but not
 * saturated (a closed loop at full speed measures its own queue).
 */
export const PACED_SHARE = env('BENCH_PACED_SHARE', 0.5);

/**
 * The same request paths with each client starting half way through its slice of them
 * (http-load.ts gives client i the slice from i × paths / clients): a second run asks for URLs
 * the first did not reach, so no answer comes from the cache.
 */
export function laterHalves(paths: string[]): string[] {
  const half = Math.floor(paths.length / CONNECTIONS / 2);
  return [...paths.slice(half), ...paths.slice(0, half)];
}

/**
 * CPU ms per request of a run whose CPU was measured over its warm-up too (the warm-up's
 * requests are not counted: its CPU is taken off in proportion).
 */
export const cpuMsPerRequest = (cpuSeconds: number, run: { requests: number; seconds: number }) =>
  (1000 * cpuSeconds * run.seconds) / (run.seconds + WARMUP_SECONDS) / run.requests;

export const dbLabel = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory');
export const ms = (value: number) => value.toFixed(2);
export const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A fixed shuffle (the same order every run), so consecutive requests ask for other rows. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let state = 2026;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
