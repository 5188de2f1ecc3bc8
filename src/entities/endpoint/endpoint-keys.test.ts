import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ENDPOINTS } from '#contract/endpoints/all.ts';
import type { Endpoint, ParamsOf } from '#contract/endpoints/endpoint.ts';
import {
  connectionPaging,
  endpointEvery,
  endpointPages,
  type ListEndpoint,
} from './endpoint-pages.ts';
import { endpointQuery } from './endpoint-query.ts';
import { endpointProbe } from './endpoint-probe.ts';

/*
 * One endpoint, one key shape: every way the explorer reads an endpoint (src/entities/endpoint,
 * its one entry point; the endpoint-contract lint rule keeps keys and paths out of the rest of
 * src/) asks the endpoint's own path and keys the answer under the endpoint's name. The test
 * runs each form's request against a recording fetch, tells which endpoint the requested path
 * is by the contract's path templates, and lists the endpoints reached under a key whose root
 * is not their own name.
 */

const HEX = 'ab'.repeat(32);

/** The endpoint a requested pathname is (the template with the most fixed segments wins). */
function endpointAt(pathname: string): Endpoint | undefined {
  const matches = ALL_ENDPOINTS.filter((e) =>
    [e.path, ...(e.aliases ?? [])].some((path) =>
      new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
    ),
  );
  const fixed = (e: Endpoint) => e.path.split('/').filter((s) => !s.startsWith('{')).length;
  return matches.sort((a, b) => fixed(b) - fixed(a))[0];
}

/** Path parameters filled with a well-formed id (every path parameter here is an id or text). */
const paramsFor = (e: Endpoint) =>
  Object.fromEntries(Object.keys(e.params ?? {}).map((name) => [name, HEX])) as ParamsOf<Endpoint>;

const isList = (e: Endpoint): e is ListEndpoint => typeof e.list === 'string';

/** Each form of reading `e` as query options: its key and its request. */
function forms(e: Endpoint) {
  const params = paramsFor(e);
  const all: {
    form: string;
    key: readonly unknown[];
    run: (c: QueryClient) => Promise<unknown>;
  }[] = [];
  const answer = endpointQuery(e, params);
  all.push({ form: 'answer', key: answer.queryKey, run: (c) => c.fetchQuery(answer) });
  const probe = endpointProbe(e, params);
  all.push({ form: 'probe', key: probe.queryKey, run: (c) => c.fetchQuery(probe) });
  if (isList(e)) {
    const pages = endpointPages(e, params, connectionPaging(e));
    all.push({ form: 'pages', key: pages.queryKey, run: (c) => c.fetchInfiniteQuery(pages) });
    const every = endpointEvery(e, params);
    all.push({ form: 'every', key: every.queryKey, run: (c) => c.fetchQuery(every) });
  }
  return all;
}

afterEach(() => vi.unstubAllGlobals());

describe('the endpoint contract in the explorer', () => {
  it('names each endpoint once and serves each path from one endpoint', () => {
    const names = ALL_ENDPOINTS.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const paths = ALL_ENDPOINTS.flatMap((e) => [e.path, ...(e.aliases ?? [])]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    // The explorer's own keys (derived values) never collide with an endpoint's.
    expect(names).not.toContain('derived');
  });

  it('reaches no endpoint under more than one key shape', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        requested.push(new URL(String(input), 'http://localhost').pathname);
        return new Response('{}', { status: 404 });
      }),
    );
    /** Per endpoint reached, the roots of the keys it was reached under. */
    const roots = new Map<string, Set<unknown>>();
    for (const e of ALL_ENDPOINTS) {
      for (const { form, key, run } of forms(e)) {
        requested.length = 0;
        await run(new QueryClient({ defaultOptions: { queries: { retry: false } } })).catch(
          () => undefined,
        );
        expect(requested, `${e.name} (${form}) asks one path`).toHaveLength(1);
        const reached = endpointAt(requested[0] as string);
        expect(reached?.name, `${e.name} (${form}) asks ${requested[0]}`).toBe(e.name);
        const set = roots.get(e.name) ?? new Set();
        set.add(key[0]);
        roots.set(e.name, set);
        // [name, params] first: the answers of one endpoint are found by its name.
        expect(key.slice(0, 2)).toEqual([e.name, params(e)]);
      }
    }
    const twoShapes = [...roots].filter(([name, r]) => r.size !== 1 || !r.has(name));
    expect(twoShapes).toEqual([]);
    expect(roots.size).toBe(ALL_ENDPOINTS.length);
  });
});

const params = (e: Endpoint) => paramsFor(e);
