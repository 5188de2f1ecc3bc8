import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A route test's requests as an API client sends them (`Accept: application/json`): `ok` wants
 * a 200 and returns the body, `expectStatus` wants the spec's refusal (400 → gRPC code 3, 404 →
 * 5). Takes a getter because the app is built in `beforeAll`.
 */
export function jsonClient(app: () => FastifyInstance) {
  const get = (url: string) => app().inject({ url, headers: { accept: 'application/json' } });
  return {
    get,
    async ok(url: string): Promise<unknown> {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async expectStatus(url: string, status: 400 | 404): Promise<void> {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({ code: status === 400 ? 3 : 5 });
    },
  };
}
