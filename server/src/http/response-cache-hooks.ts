import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BLOCK_HEIGHT_HEADER, BLOCK_TIMESTAMP_HEADER } from './block-headers.ts';
import {
  matchesIfNoneMatch,
  weakEtag,
  type CachedResponse,
  type Flight,
  type ResponseCache,
} from './response-cache.ts';
import { requestDependencies } from './response-cache-tags.ts';

/** Paths of the Data API's JSON routes (the rate limiter's list; /health is not among them). */
export const CACHED_PREFIXES: readonly string[] = [
  '/api/',
  '/rest/',
  '/transactions/',
  '/statistics/',
  '/network/',
];
/** Routes under those prefixes whose answers are never shared: streams and the CSV export. */
const UNCACHED_ROUTE_PREFIXES: readonly string[] = [
  '/api/v2/stream/',
  '/api/v2/ledgerentry/export',
  '/api/v2/networkhistory/export',
];

/**
 * Only a GET of a Data API route that matched (not the 404 handler, not the explorer's catch-all
 * route), never a WebSocket upgrade. Decided on the route pattern, not on the URL.
 */
function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.upgrade !== undefined) return false;
  const route = request.routeOptions.url;
  if (route === undefined || route.includes('*')) return false;
  if (!CACHED_PREFIXES.some((p) => route.startsWith(p))) return false;
  return !UNCACHED_ROUTE_PREFIXES.some((p) => route.startsWith(p));
}

/**
 * What makes two requests the same question: the raw URL (path and query string exactly as sent,
 * so `?a=1&b=2` and `?b=2&a=1` are two entries) and Accept, which picks JSON or the explorer on
 * `/transactions/<hash>`. Nothing else a route reads from the request changes its answer.
 */
function cacheKey(request: FastifyRequest): string {
  return `${request.url}\n${request.headers.accept ?? ''}`;
}

const headerText = (value: ReturnType<FastifyReply['getHeader']>): string | undefined =>
  value === undefined ? undefined : String(value);

/** The answer to share, or undefined: only a 200 JSON body (not errors, streams or files). */
function toCachedResponse(reply: FastifyReply, payload: unknown): CachedResponse | undefined {
  if (reply.statusCode !== 200) return undefined;
  const contentType = headerText(reply.getHeader('content-type'));
  if (!contentType?.startsWith('application/json')) return undefined;
  let body: string;
  if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
  else return undefined;
  return {
    body,
    contentType,
    etag: weakEtag(body),
    blockHeight: headerText(reply.getHeader(BLOCK_HEIGHT_HEADER)),
    blockTimestamp: headerText(reply.getHeader(BLOCK_TIMESTAMP_HEADER)),
  };
}

const ifNoneMatch = (request: FastifyRequest) => {
  const header = request.headers['if-none-match'];
  return Array.isArray(header) ? header.join(',') : header;
};

/**
 * Freshness headers of the block the answer was computed in, not of this request's arrival: the
 * data then is at least that block, so the header never claims a newer block than the data.
 */
function setBlockHeaders(reply: FastifyReply, response: CachedResponse) {
  for (const [name, value] of [
    [BLOCK_HEIGHT_HEADER, response.blockHeight],
    [BLOCK_TIMESTAMP_HEADER, response.blockTimestamp],
  ] as const) {
    if (value === undefined) reply.removeHeader(name);
    else void reply.header(name, value);
  }
}

function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse) {
  setBlockHeaders(reply, response);
  // The key includes Accept, so the validator is per Accept as well.
  void reply.header('ETag', response.etag).header('Vary', 'Accept');
  if (matchesIfNoneMatch(ifNoneMatch(request), response.etag)) return reply.code(304).send();
  return reply.code(200).type(response.contentType).send(response.body);
}

/**
 * Puts `cache` in front of the Data API's JSON routes (see response-cache.ts). Registered after
 * the rate limiter and the block headers, so a cached answer still takes a token and carries
 * the rate-limit headers; it leaves through the ordinary reply path, so the onSend hooks (CORS)
 * and the request log apply to it as to any other answer. A budget of 0 registers nothing.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache | undefined) {
  if (!cache?.enabled) return;
  /** Requests computing an answer others may share (weak: gone with the request). */
  const computing = new WeakMap<FastifyRequest, Flight>();
  const settle = (request: FastifyRequest, response: CachedResponse | undefined) => {
    const flight = computing.get(request);
    if (!flight) return;
    computing.delete(request);
    // Derived only for an answer to keep: the route has read (and accepted) the same query.
    const dependsOn = response && requestDependencies(request.routeOptions.url, request.query);
    cache.finishFlight(flight, response, dependsOn);
  };

  // Callback hooks (an async one costs a promise per request); a hook that answers does not
  // call `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCacheable(request)) return done();
    const key = cacheKey(request);
    const stored = cache.lookup(key);
    if (stored) return void sendCached(request, reply, stored);
    const inFlight = cache.joinFlight(key);
    if (inFlight) {
      void inFlight.then((shared) => {
        if (shared) sendCached(request, reply, shared);
        // The other request's answer is not one to share (an error…): compute our own, unshared.
        else done();
      });
      return;
    }
    computing.set(request, cache.startFlight(key));
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!computing.has(request)) return done(null, payload);
    const response = toCachedResponse(reply, payload);
    settle(request, response);
    if (!response) return done(null, payload);
    void reply.header('ETag', response.etag).header('Vary', 'Accept');
    if (matchesIfNoneMatch(ifNoneMatch(request), response.etag)) {
      void reply.code(304).removeHeader('content-type');
      return done(null, null);
    }
    done(null, response.body);
  });

  // A request that ends without onSend (client gone, timeout) must not leave waiters hanging.
  app.addHook('onRequestAbort', (request, done) => {
    settle(request, undefined);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request, undefined);
    done();
  });
}
