import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { noDatabase } from './stream-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ db: noDatabase, rateLimit: false });
});
afterAll(() => app.close());

const paths = Object.values(STREAMS).flatMap((stream) =>
  'altPath' in stream ? [stream.path, stream.altPath] : [stream.path],
);

describe('stream paths', () => {
  it('serves all 13 streams of spec §6, the reference’s candle path and the event bus', () => {
    expect(paths).toHaveLength(15);
    expect(paths).toContain('/api/v2/stream/candle/data');
  });

  it.each(paths)('%s is a WebSocket stream (a plain GET gets 426)', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(426);
    expect(response.headers.upgrade).toBe('websocket');
  });
});
