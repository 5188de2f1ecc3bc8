import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TrustProxy } from '../../src/config.ts';
import { noDatabase as db, startStreamApp, type StreamApp } from '../streams/stream-app.ts';

let app: FastifyInstance | undefined;
let streams: StreamApp | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  await streams?.close();
  app = undefined;
  streams = undefined;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/**
 * One GET over a real socket with the path exactly as given: fetch and `ws` parse URLs (they
 * resolve `/./`, `..`), Node's http client sends the request line untouched.
 */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A WebSocket upgrade with the path as given: 101 (socket kept open) or the HTTP refusal. */
function rawUpgrade(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      agent: false,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      sockets.push(socket);
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

let clock = 0;
async function listen(trustProxy?: TrustProxy) {
  app = await buildApp({
    db,
    trustProxy,
    rateLimit: { burst: 5, refillPerSecond: 1, now: () => clock },
  });
  app.get('/api/v2/ping', async () => ({ pong: true }));
  app.get('/rest/ping', async () => ({ pong: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Six requests in a fresh bucket: a limited path answers 5 with RateLimit headers, then 429. */
async function burst(port: number, path: string, headers?: Record<string, string>) {
  clock += 60_000; // every earlier bucket has refilled
  const answers: Answer[] = [];
  for (let i = 0; i < 6; i++) answers.push(await rawGet(port, path, headers));
  return answers;
}

describe('REST rate limit on the routed request, whatever the spelling', () => {
  // Every one of these is either served by the /api/v2/ping handler or falls under /api/ once
  // decoded and normalised; none may cost less than the canonical URL.
  const spellings = [
    '/api/v2/ping',
    '/%61pi/v2/ping', // the probe's bypass: the router decodes %61, the limiter did not
    '/%61%70%69/v2/ping',
    '/api/v2/%70ing',
    '/%2561pi/v2/ping',
    '/API/v2/ping',
    '/Api/V2/Ping',
    '/api%2Fv2/ping',
    '/api%2fv2%2fping',
    '//api/v2/ping',
    '/api//v2/ping',
    '/api/./v2/ping',
    '/./api/v2/ping',
    '/%2e/api/v2/ping',
    '/x/../api/v2/ping',
    '/api/v2/ping/',
    '/api/v2/ping;x',
    '/api/v2/ping?x=1',
    '/rest/api/v2/ping',
    '/REST/ping',
    '/%72est/ping',
  ];

  it.each(spellings)('limits %s like /api/v2/ping: burst 5, then 429', async (path) => {
    const port = await listen();
    const answers = await burst(port, path);
    expect(answers.slice(0, 5).map((a) => a.headers['ratelimit-remaining'])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    expect(answers[5]!.status).toBe(429);
  });

  it('shares one bucket between spellings', async () => {
    const port = await listen();
    clock += 60_000;
    const statuses = [];
    for (const path of ['/api/v2/ping', '/%61pi/v2/ping', '//api/v2/ping', '/API/v2/ping'])
      statuses.push((await rawGet(port, path)).status);
    statuses.push((await rawGet(port, '/%61pi/v2/ping')).status);
    statuses.push((await rawGet(port, '/api/v2/ping')).status);
    expect(statuses).toEqual([200, 200, 404, 404, 200, 429]);
  });

  it('still exempts /health and the explorer, also spelt oddly', async () => {
    const port = await listen();
    for (const path of ['/health', '/%68ealth', '/assets/x.js', '/'])
      expect((await burst(port, path)).map((a) => a.headers['ratelimit-limit'])).toEqual(
        Array(6).fill(undefined),
      );
  });
});

describe('TRUST_PROXY', () => {
  const spoofed = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

  it('off (default): X-Forwarded-For from loopback changes nothing', async () => {
    const port = await listen();
    const first = await burst(port, '/api/v2/ping', spoofed(1));
    expect(first[5]!.status).toBe(429);
    // Another forwarded address does not buy a fresh bucket: still the loopback peer's.
    expect((await rawGet(port, '/api/v2/ping', spoofed(2))).status).toBe(429);
    expect((await rawGet(port, '/api/v2/ping')).status).toBe(429);
  });

  it('on for 127.0.0.1: the forwarded client gets its own bucket', async () => {
    const port = await listen(['127.0.0.1']);
    expect((await burst(port, '/api/v2/ping', spoofed(1)))[5]!.status).toBe(429);
    expect((await rawGet(port, '/api/v2/ping', spoofed(2))).status).toBe(200);
    expect((await rawGet(port, '/api/v2/ping')).status).toBe(200);
  });

  it('a CIDR that does not hold the peer trusts nothing', async () => {
    const port = await listen(['10.0.0.0/8']);
    expect((await burst(port, '/api/v2/ping', spoofed(1)))[5]!.status).toBe(429);
    expect((await rawGet(port, '/api/v2/ping', spoofed(2))).status).toBe(429);
  });

  it('a hop count of 1 trusts the immediate peer', async () => {
    const port = await listen(1);
    expect((await burst(port, '/api/v2/ping', spoofed(1)))[5]!.status).toBe(429);
    expect((await rawGet(port, '/api/v2/ping', spoofed(2))).status).toBe(200);
  });
});

describe('stream connection limit', () => {
  it('counts every spelling of a stream path against the same per-client limit', async () => {
    streams = await startStreamApp({ maxConnectionsPerClient: 3 });
    const port = (streams.app.server.address() as AddressInfo).port;
    const opened = [];
    for (const path of ['/test/stream/each', '/%74est/stream/each', '/test/stream/%65ach'])
      opened.push(await rawUpgrade(port, path));
    expect(opened).toEqual([101, 101, 101]);
    expect(await rawUpgrade(port, '/test/stream/%65%61ch')).toBe(429);
    expect(await rawUpgrade(port, '/test/stream/each-alias')).toBe(429);
  });

  it('off: X-Forwarded-For from loopback buys no extra sockets; on for 127.0.0.1 it does', async () => {
    streams = await startStreamApp({ maxConnectionsPerClient: 2, closeGraceMs: 100 });
    let port = (streams.app.server.address() as AddressInfo).port;
    const xff = { 'x-forwarded-for': '198.51.100.7' };
    expect([
      await rawUpgrade(port, '/test/stream/each'),
      await rawUpgrade(port, '/test/stream/each'),
    ]).toEqual([101, 101]);
    expect(await rawUpgrade(port, '/test/stream/each', xff)).toBe(429);
    await streams.close();
    for (const socket of sockets.splice(0)) socket.destroy();

    streams = await startStreamApp({ maxConnectionsPerClient: 2, closeGraceMs: 100 }, undefined, [
      '127.0.0.1',
    ]);
    port = (streams.app.server.address() as AddressInfo).port;
    await rawUpgrade(port, '/test/stream/each');
    await rawUpgrade(port, '/test/stream/each');
    expect(await rawUpgrade(port, '/test/stream/each', xff)).toBe(101);
    expect(await rawUpgrade(port, '/test/stream/each')).toBe(429);
  });
});
