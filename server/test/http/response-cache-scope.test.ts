import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD_BYTES, ResponseCache } from '../../src/http/response-cache.ts';
import {
  cache,
  get,
  JSON_ACCEPT,
  MB,
  measured,
  oracle,
  probe,
  sideApp,
  t,
  useResponseCacheChain,
} from './response-cache-chain.ts';

/** The response cache's scope: what it never stores, its byte budget, the rate limit over it. */
useResponseCacheChain();

describe('what is not cached', () => {
  it('does not store a 404 (the id may appear in the next block) nor a 400', async () => {
    const unknown = `/api/v2/asset/${'0'.repeat(64)}`;
    for (let i = 0; i < 2; i++) {
      const { res, queries } = await measured(t.app, unknown);
      expect(res.statusCode).toBe(404);
      expect(queries).toBeGreaterThan(0);
      expect(res.headers.etag).toBeUndefined();
      expect(res.json()).toEqual((await get(oracle, unknown)).json());
    }
    const storedBefore = cache.stats.stored;
    for (let i = 0; i < 2; i++) {
      const res = await get(t.app, '/api/v2/trades?pagination.first=abc');
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].message).toMatch(/integer/);
    }
    expect(cache.stats.stored).toBe(storedBefore);
  });

  it('leaves the CSV export, HEAD requests and /health alone', async () => {
    const party = (await get(oracle, '/api/v2/parties?pagination.first=1')).json().parties.edges[0]
      .node.id as string;
    const exportUrl = `/api/v2/ledgerentry/export?partyId=${party}`;
    for (let i = 0; i < 2; i++) {
      const { res, queries } = await measured(t.app, exportUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(queries).toBeGreaterThan(0);
      expect(res.headers.etag).toBeUndefined();
    }

    const url = '/api/v2/net/time?head-test';
    await get(t.app, url); // stored for GET
    const before = probe.count;
    const headRes = await t.app.inject({ method: 'HEAD', url });
    expect(headRes.statusCode).toBe(200);
    expect(probe.count - before).toBeGreaterThan(0);

    const health = await get(t.app, '/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers.etag).toBeUndefined();
  });

  it('does nothing with a budget of 0', async () => {
    const app = await sideApp({ responseCache: new ResponseCache(0) });
    const url = '/api/v2/net/time?off-test';
    for (let i = 0; i < 2; i++) {
      const { res, queries } = await measured(app, url);
      expect(queries).toBeGreaterThan(0);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('limits', () => {
  it('stays within its byte budget, dropping the least recently used answer', async () => {
    // Three answers of equal size (same body, keys of equal length); room for two and a half.
    const urls = [1, 2, 3].map((n) => `/api/v2/net/time?n=${n}`);
    const body = (await get(oracle, urls[0]!)).rawPayload.length;
    const entry = body + `${urls[0]}\n${JSON_ACCEPT}`.length + ENTRY_OVERHEAD_BYTES;
    const small = new ResponseCache(Math.floor(2.5 * entry));
    const app = await sideApp({ responseCache: small });

    for (const url of urls) expect((await measured(app, url)).queries).toBeGreaterThan(0);
    expect(small.size).toBe(2);
    expect(small.bytes).toBeLessThanOrEqual(small.maxBytes);
    expect((await measured(app, urls[2]!)).queries).toBe(0);
    expect((await measured(app, urls[1]!)).queries).toBe(0);
    // The first was the least recently used when the third came: it is computed again.
    expect((await measured(app, urls[0]!)).queries).toBeGreaterThan(0);
    expect(small.stats.evicted).toBe(2); // the first, then (to make room for it again) the second
  });

  it('still applies the rate limit and its headers to cached answers', async () => {
    const app = await sideApp({
      responseCache: new ResponseCache(MB),
      rateLimit: { burst: 2, refillPerSecond: 0.001, limitInjected: true },
    });
    const url = '/api/v2/net/time?limit-test';
    const first = await measured(app, url);
    const second = await measured(app, url);
    expect(second.queries).toBe(0);
    expect(second.res.statusCode).toBe(200);
    expect(first.res.headers['ratelimit-remaining']).toBe('1');
    expect(second.res.headers['ratelimit-remaining']).toBe('0');
    const third = await get(app, url);
    expect(third.statusCode).toBe(429);
    expect(third.headers['access-control-allow-origin']).toBe('*');
  });
});
