import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { OpenApiDocument } from '../../src/http/api-docs/openapi.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/http/static-app.ts';
import { getRoutes } from '../app-routes.ts';
import { noDatabase } from '../streams/stream-app.ts';

/** The served document describes exactly the GET routes the app serves (read from Fastify). */
let app: FastifyInstance;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await buildApp({ db: noDatabase, rateLimit: false });
  await app.ready();
  const res = await app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => app?.close());

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
  });

  it('lists every GET route the app serves, and nothing else', () => {
    const served = getRoutes(app);
    const documented = Object.keys(doc.paths).map(fastifyPath).sort();
    expect(
      served.filter((r) => !documented.includes(r)),
      'served, not documented',
    ).toEqual([]);
    expect(
      documented.filter((r) => !served.includes(r)),
      'documented, not served',
    ).toEqual([]);
    // The paths a reader of issue 13 looks for first.
    for (const path of ['/health', '/metrics', '/tm/status', '/api/v2/ledgerentry/export'])
      expect(documented).toContain(path);
  });

  it('describes each path parameter, and a response for each operation', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const inPath = item.get.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath, path).toEqual(names);
      expect(item.get.summary, path).toBeTruthy();
      expect(item.get.tags.length, path).toBeGreaterThan(0);
      const ok = item.get.responses['200'] ?? item.get.responses['101'];
      expect(ok, path).toBeDefined();
      expect(item.get.responses['400'], path).toBeDefined();
    }
  });

  it('describes the streams as WebSocket upgrades', () => {
    const streams = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/v2/stream/'));
    expect(streams.length).toBeGreaterThan(10);
    for (const [path, item] of streams) {
      expect(item.get['x-websocket'], path).toBe(true);
      expect(item.get.description, path).toMatch(/WebSocket/);
      expect(item.get.responses['101'], path).toBeDefined();
    }
  });

  it('gives a list route its pagination and enum parameters with their values', () => {
    const orders = doc.paths['/api/v2/orders']?.get;
    const names = orders?.parameters.map((p) => p.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['pagination.first', 'filter.statuses']));
    const statuses = orders?.parameters.find((p) => p.name === 'filter.statuses');
    expect(statuses?.schema).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: expect.arrayContaining(['STATUS_ACTIVE', 'STATUS_FILLED']) },
    });
    const asset = doc.paths['/api/v2/asset/{assetId}']?.get;
    expect(asset?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['asset'],
    });
    expect(Object.keys(asset?.responses ?? {})).toEqual(['200', '400', '404']);
  });
});

describe('GET /api/docs', () => {
  it('is HTML without script under the strict CSP, listing every documented path', async () => {
    const res = await app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    expect(res.body).toContain('href="/api/openapi.json"');
    for (const path of Object.keys(doc.paths))
      expect(res.body, path).toContain(`<code class="path">${path}</code>`);
  });
});
