import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { ResponseCache } from '../../src/http/response-cache.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { probeQueries, type QueryProbe } from './query-probe.ts';

/**
 * The block-scoped response cache over the real app, a real PGlite database and the real chain.
 * The database's `query` is wrapped (query-probe.ts) to count what each request costs and,
 * when asked, to hold one query back so a commit can happen while it is in progress. `oracle`
 * is a second app on the same database without a cache: what every answer should be.
 */

export const BLOCKS = 60;
export const MB = 1024 * 1024;
export const JSON_ACCEPT = 'application/json';

export let t: ChainTestApp;
export let cache: ResponseCache;
export let oracle: FastifyInstance;
export let probe: QueryProbe;
const extraApps: FastifyInstance[] = [];

/**
 * Builds the chain app with its cache, the oracle app and the probe before the file's tests,
 * empties the cache before each, closes everything after (call once at a test file's top).
 */
export function useResponseCacheChain() {
  beforeAll(async () => {
    cache = new ResponseCache(32 * MB);
    t = await buildChainTestApp({
      blocks: BLOCKS,
      app: { responseCache: cache, rateLimit: false },
      // What server.ts does on every commit (the streams are not under test here).
      chain: { onCommit: () => cache.blockCommitted() },
    });
    oracle = await buildApp({ db: t.db, rateLimit: false });
    probe = probeQueries(t.db);
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await oracle.close();
    await t.close();
  });
  // Each test starts with an empty cache (forgetting is always safe).
  beforeEach(() => cache.blockCommitted());
}

/** Another app on the same database and chain (its own cache or settings). */
export async function sideApp(options: Partial<AppOptions>) {
  const app = await buildApp({
    db: t.db,
    rateLimit: false,
    blockHeaders: () => ({
      height: t.chain.head().height.toString(),
      timeNs: t.chain.head().timeNs.toString(),
    }),
    ...options,
  });
  extraApps.push(app);
  return app;
}

export const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: JSON_ACCEPT, ...headers } });

/** The response and the number of database queries it cost. */
export async function measured(
  app: FastifyInstance,
  url: string,
  headers?: Record<string, string>,
) {
  const before = probe.count;
  const res = await get(app, url, headers);
  return { res, queries: probe.count - before };
}

export const head = () => ({
  height: t.chain.head().height.toString(),
  timeNs: t.chain.head().timeNs.toString(),
});
