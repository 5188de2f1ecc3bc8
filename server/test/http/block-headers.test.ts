import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { BlockHeaderInfo } from '../../src/http/block-headers.ts';
import { noDatabase as db } from '../streams/stream-app.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('block freshness headers', () => {
  it('adds X-Block-Height and X-Block-Timestamp (ns) to responses, errors included', async () => {
    let block: BlockHeaderInfo | undefined = undefined;
    app = await buildApp({ db, blockHeaders: () => block });
    app.get('/api/v2/ping', async () => ({ pong: true }));

    const before = await app.inject({ method: 'GET', url: '/api/v2/ping' });
    expect(before.headers['x-block-height']).toBeUndefined();
    expect(before.headers['x-block-timestamp']).toBeUndefined();

    block = { height: '1234', timeNs: '1700000000123456789' };
    const ok = await app.inject({ method: 'GET', url: '/api/v2/ping' });
    expect(ok.headers['x-block-height']).toBe('1234');
    expect(ok.headers['x-block-timestamp']).toBe('1700000000123456789');

    const missing = await app.inject({ method: 'GET', url: '/api/v2/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-block-height']).toBe('1234');
  });

  it('adds nothing without a source', async () => {
    app = await buildApp({ db });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-block-height']).toBeUndefined();
  });
});
