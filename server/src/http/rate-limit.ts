import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, DetailCode } from './api-error.ts';
import { canonicalPath } from './canonical-path.ts';

/**
 * REST rate limit: one token bucket per client address (datanode/ratelimit's model).
 *
 * The reference refills 20 requests/s with a burst of 100. Our explorer opens a page with
 * several list queries at once, users keep several tabs open and the dev setup puts every
 * browser behind one proxy address, so we default to 50/s with a burst of 300: normal use
 * never sees a 429, a script hammering the API still does within seconds.
 *
 * Hand-written rather than @fastify/rate-limit: the limit must apply to the canonical routed
 * path of each route group, never to a spelling of the URL (canonical-path.ts: no
 * spelling bypasses it), and the bucket itself is a dozen lines; the plugin's key and store hooks
 * would carry all of that anyway.
 */
export const RATE_LIMIT_REFILL_PER_SECOND = 50;
export const RATE_LIMIT_BURST = 300;
/** Buckets kept at most; beyond it the least recently used is dropped (attackers cycling addresses). */
export const RATE_LIMIT_MAX_BUCKETS = 10_000;
/**
 * Paths that are limited; everything else (/health, the explorer's static files, its deep
 * links' index.html under other prefixes) is exempt.
 */
export const RATE_LIMITED_PREFIXES: readonly string[] = [
  '/api/',
  '/rest/',
  '/transactions/',
  '/statistics/',
  '/network/',
];

export interface RateLimitOptions {
  /** false turns the limiter off (default true). */
  enabled?: boolean;
  refillPerSecond?: number;
  burst?: number;
  maxBuckets?: number;
  limitedPrefixes?: readonly string[];
  /**
   * Also limit in-process `app.inject` requests (default false: they come from this process,
   * not the network, and tests issue thousands of them).
   */
  limitInjected?: boolean;
  /** Clock in ms (tests). */
  now?: () => number;
}

export interface TakeResult {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit-Reset). */
  resetSeconds: number;
  /** Seconds until the next request would be allowed (Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/**
 * Token buckets keyed by client, kept in least-recently-used order in one Map. A bucket idle
 * long enough to refill completely is the same as no bucket, so those are dropped as they
 * reach the front; a hard cap bounds the map however many addresses an attacker cycles.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly fullRefillMs: number;

  constructor(
    readonly refillPerSecond: number,
    readonly burst: number,
    readonly maxBuckets: number = RATE_LIMIT_MAX_BUCKETS,
  ) {
    if (!(refillPerSecond > 0) || !(burst >= 1) || !(maxBuckets >= 1))
      throw new Error('rate limit: refillPerSecond > 0, burst >= 1 and maxBuckets >= 1 required');
    this.fullRefillMs = (burst / refillPerSecond) * 1000;
  }

  get size(): number {
    return this.buckets.size;
  }

  take(key: string, nowMs: number): TakeResult {
    this.evictIdle(nowMs);
    let bucket = this.buckets.get(key);
    if (bucket) {
      this.buckets.delete(key); // re-inserted below: most recently used goes last
      const elapsed = Math.max(0, nowMs - bucket.updatedMs);
      bucket.tokens = Math.min(this.burst, bucket.tokens + (elapsed / 1000) * this.refillPerSecond);
      bucket.updatedMs = nowMs;
    } else {
      bucket = { tokens: this.burst, updatedMs: nowMs };
      while (this.buckets.size >= this.maxBuckets) this.evictOldest();
    }
    this.buckets.set(key, bucket);

    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const perToken = 1 / this.refillPerSecond;
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((this.burst - bucket.tokens) * perToken),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) * perToken)),
    };
  }

  private evictIdle(nowMs: number) {
    for (const [key, bucket] of this.buckets) {
      if (nowMs - bucket.updatedMs < this.fullRefillMs) break;
      this.buckets.delete(key);
    }
  }

  private evictOldest() {
    const oldest = this.buckets.keys().next();
    if (!oldest.done) this.buckets.delete(oldest.value);
  }
}

/** Body of a 429 (spec §7 shape; gRPC 8 ResourceExhausted, as the reference maps it). */
export const rateLimited = () =>
  new ApiError(
    429,
    8,
    'ResourceExhausted error',
    DetailCode.RATE_LIMITED,
    'rate limit exceeded',
    'too many requests from this address; retry later',
  );

const normalise = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * The address a request comes from, as Fastify works it out from its `trustProxy` setting
 * (`TRUST_PROXY`): the TCP peer, or, from a trusted proxy only, the X-Forwarded-For hop it
 * names. Off by default, so no local process can pick its bucket by sending the header.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalise(request.ip ?? request.raw.socket?.remoteAddress ?? 'unknown');
}

/**
 * Whether a request falls under the limit: judged on what the router serves (the matched
 * route's pattern) and on the canonical spelling of its path (canonical-path.ts), never on
 * the raw URL, so `/%61pi/…`, `/API/…` or `//api/…` cost what `/api/…` costs.
 */
export function isLimitedRequest(request: FastifyRequest, prefixes: readonly string[]): boolean {
  const under = (path: string | undefined) =>
    path !== undefined && prefixes.some((p) => `${path}/`.startsWith(p));
  const route = request.routeOptions.url;
  return (route !== '/*' && under(route?.toLowerCase())) || under(canonicalPath(request.url));
}

/**
 * Adds the limiter to every limited request: `RateLimit-Limit`, `RateLimit-Remaining` and
 * `RateLimit-Reset` on each response, and HTTP 429 with `Retry-After` once the bucket is empty.
 * WebSocket upgrades on limited paths take a token too, which bounds connection churn.
 */
export function registerRateLimit(app: FastifyInstance, options: RateLimitOptions | false = {}) {
  if (options === false || options.enabled === false) return;
  const buckets = new TokenBuckets(
    options.refillPerSecond ?? RATE_LIMIT_REFILL_PER_SECOND,
    options.burst ?? RATE_LIMIT_BURST,
    options.maxBuckets ?? RATE_LIMIT_MAX_BUCKETS,
  );
  const now = options.now ?? Date.now;
  const prefixes = options.limitedPrefixes ?? RATE_LIMITED_PREFIXES;
  const limitInjected = options.limitInjected ?? false;
  const limit = String(buckets.burst);

  app.addHook('onRequest', (request, reply, done) => {
    if (!isLimitedRequest(request, prefixes)) return done();
    if (!limitInjected && '_lightMyRequest' in request.raw) return done();

    const result = buckets.take(clientAddress(request), now());
    void reply.header('RateLimit-Limit', limit);
    void reply.header('RateLimit-Remaining', String(result.remaining));
    void reply.header('RateLimit-Reset', String(result.resetSeconds));
    if (result.allowed) return done();

    void reply
      .status(429)
      .header('Retry-After', String(result.retryAfterSeconds))
      .type('application/json')
      .send(rateLimited().toBody());
  });
}
