import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The explorer is chain-data-driven: a strict Content-Security-Policy means that even if some
 * attacker-controlled text slipped into the DOM as markup, no script could run. Connections
 * are allowed to any http(s)/ws(s) origin because the explorer can be pointed at another
 * data node at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' http: https: ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const API_PREFIXES = ['/api/', '/rest/', '/transactions/', '/statistics/', '/network/', '/health'];

/** Serves the built explorer, with deep links (e.g. /transactions/<hash>) answered by index.html. */
export async function registerStaticApp(app: FastifyInstance, root: string) {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built explorer at ${root}; run "npm run build" to serve it`);
    return;
  }
  app.addHook('onSend', async (request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      void reply.header('X-Content-Type-Options', 'nosniff');
      void reply.header('Referrer-Policy', 'no-referrer');
    }
  });
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if (API_PREFIXES.some((p) => path.startsWith(p)) && !wantsHtml) return reply.callNotFound();
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
