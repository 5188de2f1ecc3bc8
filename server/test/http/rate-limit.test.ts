import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TrustProxy } from '../../src/config.ts';
import type { RateLimitOptions } from '../../src/http/rate-limit.ts';
import { noDatabase as db } from '../streams/stream-app.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

let clock = 0;
async function build(rateLimit: RateLimitOptions | false, trustProxy?: TrustProxy) {
  app = await buildApp({ db, rateLimit, trustProxy });
  app.get('/api/v2/ping', async () => ({ pong: true }));
  return app;
}
const get = (url: string, remoteAddress = '203.0.113.9', headers: Record<string, string> = {}) =>
  app!.inject({ method: 'GET', url, remoteAddress, headers });

describe('REST rate limit', () => {
  const limited = { burst: 5, refillPerSecond: 2, limitInjected: true, now: () => clock };

  it('lets the burst through with RateLimit headers, then answers 429 with the spec body', async () => {
    clock = 0;
    await build(limited);
    const ok = [];
    for (let i = 0; i < 5; i++) ok.push(await get('/api/v2/ping'));
    expect(ok.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(ok.map((r) => r.headers['ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0']);
    expect(ok[0]!.headers['ratelimit-limit']).toBe('5');
    expect(ok[0]!.headers['ratelimit-reset']).toBe('1');
    expect(ok[0]!.headers['retry-after']).toBeUndefined();

    const refused = await get('/api/v2/ping');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe('3');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.json()).toEqual({
      code: 8,
      message: 'ResourceExhausted error',
      details: [
        {
          '@type': 'type.googleapis.com/net.ErrorDetail',
          code: 10429,
          message: 'rate limit exceeded',
          inner: 'too many requests from this address; retry later',
        },
      ],
    });

    clock = 500; // one token back at 2/s
    expect((await get('/api/v2/ping')).statusCode).toBe(200);
    expect((await get('/api/v2/ping')).statusCode).toBe(429);
    clock = 10_000; // full again
    expect((await get('/api/v2/ping')).headers['ratelimit-remaining']).toBe('4');
  });

  it('limits errors too (a 404 under /api costs a token) and keeps the headers on them', async () => {
    clock = 0;
    await build(limited);
    const res = await get('/api/v2/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['ratelimit-remaining']).toBe('4');
  });

  it('exempts /health and paths outside the API', async () => {
    clock = 0;
    await build(limited);
    for (let i = 0; i < 20; i++) {
      const res = await get('/health');
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    for (let i = 0; i < 10; i++) expect((await get('/assets/app.js')).statusCode).toBe(404);
    expect((await get('/api/v2/ping')).headers['ratelimit-remaining']).toBe('4');
  });

  it('keeps one bucket per client; X-Forwarded-For counts only from a trusted proxy', async () => {
    clock = 0;
    await build(limited, ['127.0.0.1']);
    for (let i = 0; i < 5; i++) await get('/api/v2/ping', '198.51.100.1');
    expect((await get('/api/v2/ping', '198.51.100.1')).statusCode).toBe(429);
    expect((await get('/api/v2/ping', '198.51.100.2')).statusCode).toBe(200);
    // Via the trusted local proxy, the forwarded address is the client.
    const viaProxy = (client: string) =>
      get('/api/v2/ping', '127.0.0.1', { 'x-forwarded-for': `${client}, 127.0.0.1` });
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.3')).statusCode).toBe(200);
    // A remote peer cannot pick its bucket by sending the header.
    const spoofed = await get('/api/v2/ping', '198.51.100.1', { 'x-forwarded-for': '192.0.2.77' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('does not limit in-process injections unless asked to', async () => {
    await build({ burst: 1, refillPerSecond: 1 });
    for (let i = 0; i < 5; i++) expect((await get('/api/v2/ping')).statusCode).toBe(200);
  });

  it('can be turned off', async () => {
    await build(false);
    const res = await get('/api/v2/ping');
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });

  it('limits real network clients with the defaults (burst 300)', async () => {
    await build({});
    await app!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app!.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/v2/ping`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('300');
    expect(first.headers.get('ratelimit-remaining')).toBe('299');
    await first.arrayBuffer();
    let status = 200;
    let count = 1;
    while (status === 200 && count < 1_000) {
      const res = await fetch(url);
      await res.arrayBuffer();
      status = res.status;
      count++;
    }
    expect(status).toBe(429);
    // 300 in the burst plus whatever refilled (50/s) while the loop ran.
    expect(count).toBeGreaterThan(300);
    expect(count).toBeLessThan(600);
  });
});
