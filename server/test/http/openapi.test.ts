import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { OpenApiDocument } from '../../src/http/api-docs/openapi-document.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/http/static-app.ts';
import { resolveParameter } from '../../src/http/api-docs/shared-parameters.ts';
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

type Schema = Record<string, unknown>;
const COMPONENTS = '#/components/schemas/';
/** The schema a `$ref` names (the schema itself when it is not a reference). */
const resolve = (schema: Schema | undefined): Schema | undefined =>
  typeof schema?.$ref === 'string'
    ? doc.components.schemas[schema.$ref.slice(COMPONENTS.length)]
    : schema;
/** An operation's parameters, the shared ones looked up in components.parameters. */
const parametersOf = (path: string) =>
  (doc.paths[path]?.get.parameters ?? []).map((p) =>
    resolveParameter(p, doc.components.parameters),
  );
const jsonBody = (path: string, status: string) =>
  doc.paths[path]?.get.responses[status]?.content?.['application/json']?.schema;
/** Every `$ref` string in a JSON value. */
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) =>
          k === '$ref' && typeof v === 'string' ? [v] : refsIn(v),
        )
      : [];

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
    // The paths an operator looks for first.
    for (const path of ['/health', '/metrics', '/tm/status', '/api/v2/ledgerentry/export'])
      expect(documented).toContain(path);
  });

  it('describes each path parameter, and a response for each operation', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const inPath = parametersOf(path)
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
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
    const names = parametersOf('/api/v2/orders').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pagination.first', 'filter.statuses']));
    const statuses = parametersOf('/api/v2/orders').find((p) => p.name === 'filter.statuses');
    expect(statuses?.schema).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: expect.arrayContaining(['STATUS_ACTIVE', 'STATUS_FILLED']) },
    });
    const asset = doc.paths['/api/v2/asset/{assetId}']?.get;
    expect(resolve(jsonBody('/api/v2/asset/{assetId}', '200'))).toMatchObject({
      type: 'object',
      required: ['asset'],
    });
    expect(Object.keys(asset?.responses ?? {})).toEqual(['200', '400', '404']);
  });
});

const PARAMETERS = '#/components/parameters/';

describe('shared query parameters of /api/openapi.json', () => {
  const pagination = ['first', 'last', 'after', 'before', 'newestFirst'].map(
    (n) => `pagination.${n}`,
  );

  it('writes each pagination parameter once, every list referring to it', () => {
    const lists = [
      '/api/v2/orders',
      '/api/v2/trades',
      '/api/v2/ledgerentry/history',
      '/api/v2/assets',
    ];
    for (const path of lists) {
      const refs = doc.paths[path]?.get.parameters.filter((p) => '$ref' in p);
      for (const name of pagination) expect(refs, path).toContainEqual({ $ref: PARAMETERS + name });
    }
    expect(doc.components.parameters['pagination.first']).toMatchObject({
      name: 'pagination.first',
      in: 'query',
      required: false,
      schema: { type: 'integer', format: 'int32' },
    });
    expect(doc.components.parameters['dateRange.startTimestamp']?.name).toBe(
      'dateRange.startTimestamp',
    );
  });

  it('shares a parameter only where two routes or more declare it alike, and only once', () => {
    const uses = new Map<string, number>();
    const inline: string[] = [];
    for (const item of Object.values(doc.paths))
      for (const p of item.get.parameters) {
        if ('$ref' in p) {
          const name = p.$ref.slice(PARAMETERS.length);
          expect(doc.components.parameters, p.$ref).toHaveProperty([name]);
          uses.set(name, (uses.get(name) ?? 0) + 1);
        } else if (p.in === 'query') inline.push(JSON.stringify(p));
      }
    for (const [name, parameter] of Object.entries(doc.components.parameters)) {
      expect(uses.get(name) ?? 0, name).toBeGreaterThan(1);
      expect(inline, `${name} also inline`).not.toContain(JSON.stringify(parameter));
    }
    // Left inline: the declarations one route alone makes.
    expect(inline.filter((p, i) => inline.indexOf(p) !== i)).toEqual([]);
  });
});

const STREAMING_EXPORTS = ['/api/v2/ledgerentry/export'];

describe('components of /api/openapi.json', () => {
  it("declares every 400 body as the spec's error body {code int32, message, details[@type]}", () => {
    for (const path of Object.keys(doc.paths)) {
      // The CometBFT RPC answers JSON-RPC errors (its own schema), not the spec's body.
      if (path.startsWith('/tm/') || path === '/tm') continue;
      const declared = resolve(jsonBody(path, '400'));
      // The ledger export wraps the same body in `{"error": …}` (spec §7.2).
      const body = STREAMING_EXPORTS.includes(path)
        ? resolve((declared?.properties as Record<string, Schema> | undefined)?.error)
        : declared;
      expect(body, path).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['code', 'message', 'details']),
        properties: {
          code: { type: 'integer' },
          message: { type: 'string' },
          details: { type: 'array' },
        },
      });
      const properties = body?.properties as Record<string, Schema>;
      const detail = resolve(properties.details?.items as Schema);
      expect(detail, path).toMatchObject({
        type: 'object',
        required: ['@type'],
        properties: { '@type': { type: 'string' } },
      });
      expect(Object.keys(body?.properties ?? {}).sort(), path).toEqual([
        'code',
        'details',
        'message',
      ]);
    }
  });

  it('writes a shared record once and refers to it (an order is one component)', () => {
    const refs = refsIn(doc.paths);
    expect(refs.length).toBeGreaterThan(Object.keys(doc.paths).length);
    // The orders list and the order lookup both reach the one Order component.
    const orders = resolve(jsonBody('/api/v2/orders', '200'));
    const order = resolve(jsonBody('/api/v2/order/{orderId}', '200'));
    expect(refsIn(orders)).toContain(`${COMPONENTS}Order`);
    expect(order).toMatchObject({ properties: { order: { $ref: `${COMPONENTS}Order` } } });
    expect(doc.components.schemas.Order).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' }, status: { $ref: `${COMPONENTS}OrderStatus` } },
    });
    expect(JSON.stringify(doc.paths)).not.toContain('"STATUS_PARTIALLY_FILLED","STATUS_PARKED"]}}');
  });

  it('resolves every $ref to a component, and holds no component nothing refers to', () => {
    const names = Object.keys(doc.components.schemas);
    const schemaRefs = (value: unknown) =>
      refsIn(value).filter((ref) => !ref.startsWith(PARAMETERS));
    const refs = new Set([...schemaRefs(doc.paths), ...schemaRefs(doc.components.schemas)]);
    for (const ref of refs) {
      expect(ref.startsWith(COMPONENTS), ref).toBe(true);
      expect(names, ref).toContain(ref.slice(COMPONENTS.length));
    }
    expect(names.filter((n) => !refs.has(COMPONENTS + n))).toEqual([]);
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
