import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerStaticApp } from './plugins/static-app.ts';
import { assetRoutes } from './routes/assets.ts';
import type { Database } from './store/database.ts';

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

  // Public read-only API: any origin may read it (architecture: the explorer is static files).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Access-Control-Allow-Origin', '*');
  });

  const isReady = options.isReady ?? (() => true);
  app.get('/health', async (_request, reply) =>
    isReady() ? { status: 'ok' } : reply.status(503).send({ status: 'starting' }),
  );

  await app.register(assetRoutes);
  if (options.staticDir) await registerStaticApp(app, options.staticDir);
  return app;
}
