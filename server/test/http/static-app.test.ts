import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_DETAIL_TYPE } from '#contract/errors.ts';
import { buildApp } from '../../src/app.ts';
import { noDatabase } from '../streams/stream-app.ts';
import type { FastifyInstance } from 'fastify';

const INDEX_HTML = '<!doctype html><title>explorer under test</title>';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let app: FastifyInstance;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'explorer-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  // No route below reads the database: only the router and the explorer fallback answer.
  app = await buildApp({ db: noDatabase, staticDir, rateLimit: false });
});
afterAll(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, accept: string) => app.inject({ url, headers: { accept } });

function expectJson404(res: Awaited<ReturnType<typeof get>>, path: string) {
  expect(res.statusCode, path).toBe(404);
  expect(res.headers['content-type'], path).toMatch(/^application\/json/);
  expect(res.json()).toEqual({
    code: 5,
    message: 'NotFound error',
    details: [
      {
        '@type': ERROR_DETAIL_TYPE,
        code: 10404,
        message: 'no such route',
        inner: path,
      },
    ],
  });
}

describe('paths that are not routes', () => {
  it.each(['/api/v2/marketz', '/api/v2/orders/extra', '/api/v1/markets', '/api/v2/'])(
    'answers the JSON 404 under /api/ (%s), even to a browser',
    async (path) => {
      for (const accept of ['application/json', '*/*', BROWSER_ACCEPT])
        expectJson404(await get(path, accept), path);
    },
  );

  it.each(['/time', '/statistics', '/markets', '/accounts', '/assets', '/blockchain/height'])(
    'answers the JSON 404 for %s when the client asks for JSON',
    async (path) => expectJson404(await get(path, 'application/json'), path),
  );

  it.each(['/time', '/statistics', '/transaction/raw'])(
    'answers the JSON 404 for the core path %s to any non-browser client',
    async (path) => expectJson404(await get(path, '*/*'), path),
  );

  it("answers CometBFT's Method not found under /tm/ to an RPC client, not the explorer", async () => {
    for (const accept of ['application/json', '*/*']) {
      const res = await get('/tm/nope', accept);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        jsonrpc: '2.0',
        id: -1,
        error: { code: -32601, message: 'Method not found', data: 'no method nope' },
      });
    }
  });

  it.each(['/rest/nope', '/rest/v2/nope'])(
    'answers the JSON 404 for the unknown API path %s to any non-browser client',
    async (path) => expectJson404(await get(path, '*/*'), path),
  );

  it.each(['/markets', '/accounts', '/parties/abc'])(
    'serves the explorer to a browser navigating to %s',
    async (path) => {
      const res = await get(path, BROWSER_ACCEPT);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    },
  );
});
