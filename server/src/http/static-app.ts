import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set only when the app serves the explorer: answers with its index.html. Routes whose path
     * is also an explorer deep link (`/transactions/<hash>`) use it for browser navigations.
     */
    sendExplorer?: (reply: FastifyReply) => FastifyReply;
  }
}

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

/**
 * Paths of the reference's core API (`/time`, `/statistics`, …): never an explorer page, so a
 * client that does not navigate gets the JSON 404 there even with `Accept: *\/*`.
 */
const CORE_PATHS = ['/time', '/statistics', '/blockchain/height', '/transaction', '/stream'];

/** The client names JSON in `Accept` (any position): it asked for data, not a page. */
function asksForJson(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '')
    .toLowerCase()
    .includes('application/json');
}

/**
 * A browser navigation (address bar, link) rather than an API call: `Accept` names text/html,
 * and before application/json when it names both. API clients send `application/json` or
 * `*\/*`; browsers navigating send `text/html,application/xhtml+xml,…`.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '').toLowerCase();
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

/** Serves the built explorer, with deep links (e.g. /transactions/<hash>) answered by index.html. */
export async function registerStaticApp(app: FastifyInstance, root: string) {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built explorer at ${root}; run "npm run build" to serve it`);
    return;
  }
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      void reply.header('X-Content-Type-Options', 'nosniff');
      void reply.header('Referrer-Policy', 'no-referrer');
    }
    done(null, payload);
  });
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  // Routes registered before this plugin do not get its onSend hook: set the headers here too.
  const sendExplorer = (reply: FastifyReply) =>
    reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .sendFile('index.html');
  app.decorate('sendExplorer', sendExplorer);
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = isBrowserNavigation(request);
    // Nothing under /api/ is an explorer page: a typo or a removed path is a JSON 404 always.
    if (path.startsWith('/api/')) return reply.callNotFound();
    const apiPath =
      API_PREFIXES.some((p) => path.startsWith(p)) ||
      CORE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
    // A client asking for JSON gets the API's 404 on explorer paths too (`/markets`, `/accounts`).
    if (!wantsHtml && (apiPath || asksForJson(request))) return reply.callNotFound();
    return sendExplorer(reply);
  });
}
