import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { stubFetch } from '../testing/fetch-stub.ts';
import { ApiRequestError, buildUrl, getJson } from './http-client.ts';

const schema = z.object({ value: z.string() });

/** `/p`, the one path these tests read, answers `body` with `status`. */
function respond(status: number, body: unknown) {
  stubFetch({ '/p': () => new Response(JSON.stringify(body), { status }) });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('buildUrl', () => {
  it('repeats list parameters and drops empty ones', () => {
    expect(
      buildUrl('/api/v2/orders', { 'filter.statuses': ['A', 'B'], reference: '', first: 5 }),
    ).toBe('/api/v2/orders?filter.statuses=A&filter.statuses=B&first=5');
  });

  it('prefixes the remembered data node', () => {
    window.localStorage.setItem('tne.dataNodeUrl', 'https://node.example/');
    expect(buildUrl('/api/v2/assets')).toBe('https://node.example/api/v2/assets');
  });
});

describe('getJson', () => {
  it('returns the parsed body', async () => {
    respond(200, { value: 'x' });
    await expect(getJson('/p', schema)).resolves.toEqual({ value: 'x' });
  });

  it("turns the spec's error body into an error carrying the detail message and status", async () => {
    respond(404, {
      code: 5,
      message: 'NotFound error',
      details: [{ '@type': 't', message: 'asset not found' }],
    });
    const error = await getJson('/p', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).message).toBe('asset not found');
  });

  it('reports an unreachable data node as status 0', async () => {
    stubFetch({ '/p': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(getJson('/p', schema)).rejects.toMatchObject({
      status: 0,
      message: 'The data node cannot be reached.',
    });
  });

  it('refuses a body of the wrong shape, saying what is wrong in English', async () => {
    respond(200, { value: 42 });
    await expect(getJson('/p', schema)).rejects.toThrow(
      'Unexpected response from /p: Invalid input: expected string, received number',
    );
  });
});
