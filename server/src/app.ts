import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBlockHeaders, type BlockHeaderSource } from './plugins/block-headers.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit, type RateLimitOptions } from './plugins/rate-limit.ts';
import { registerStaticApp } from './plugins/static-app.ts';
import { assetRoutes } from './routes/assets.ts';
import type { Database } from './store/database.ts';
import type { LiveHub } from './streams/live-hub.ts';
import { registerStreaming, type StreamingOptions } from './streams/streaming.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface AppOptions {
  db: Database;
  /** Built explorer to serve; undefined = API only (tests). */
  staticDir?: string | undefined;
  logLevel?: string;
  /** Answers /health with 200 only once this says so (history in place). */
  isReady?: () => boolean;
  /** Where the chain publishes stream updates (`app.hub`); a new one unless given. */
  hub?: LiveHub;
  /** Stream connection limits (streams/stream-limits.ts defaults). */
  streams?: StreamingOptions;
  /** REST rate limit per client (plugins/rate-limit.ts defaults); false = off. */
  rateLimit?: RateLimitOptions | false;
  /** Latest committed block, for the X-Block-Height / X-Block-Timestamp headers. */
  blockHeaders?: BlockHeaderSource;
}

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Builds the data node's HTTP app; never listens (server.ts does), so tests can inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    // Requests are GETs; bound what anyone can make us buffer.
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
  });
  app.decorate('db', options.db);
  registerErrorHandling(app);
  registerRateLimit(app, options.rateLimit);
  registerBlockHeaders(app, options.blockHeaders);
  await registerStreaming(app, { ...options.streams, hub: options.hub });

  // Public read-only API: any origin may read it (architecture: the explorer is static files).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Access-Control-Allow-Origin', '*');
    // Lets explorers on other origins read which block a response is as of.
    void reply.header('Access-Control-Expose-Headers', 'X-Block-Height, X-Block-Timestamp');
  });

  const isReady = options.isReady ?? (() => true);
  app.get('/health', async (_request, reply) =>
    isReady() ? { status: 'ok' } : reply.status(503).send({ status: 'starting' }),
  );

  await app.register(assetRoutes);
  if (options.staticDir) await registerStaticApp(app, options.staticDir);
  return app;
}
