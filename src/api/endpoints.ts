// A data node endpoint the explorer reads: its name, path template and the contract schema its
// answer is parsed with. Query keys derive from the name and the parameters (`[name, params]`),
// so two features asking for the same data share one cache entry instead of fetching it under
// keys of their own. Each endpoint is defined beside the entity that reads it (src/entities),
// not in one table here: every page loads this module, and a table would bring every
// endpoint's schema to every page (the first-route JavaScript budget, docs/benchmarks.md).
import type { z } from 'zod/mini';
import type { Connection } from '#contract/connection.ts';
import { fetchAllPages } from './connection-pages.ts';
import { getJson, type QueryParams } from './http-client.ts';

export interface Endpoint<N extends string = string, S extends z.ZodMiniType = z.ZodMiniType> {
  /** The first element of its query keys. */
  name: N;
  /** Path; `{name}` segments are filled from the path parameters. */
  path: string;
  schema: S;
}

export const endpoint = <N extends string, S extends z.ZodMiniType>(
  name: N,
  path: string,
  schema: S,
): Endpoint<N, S> => ({ name, path, schema });

type AnswerOf<E extends Endpoint> = z.infer<E['schema']>;

/** Path and query parameters of one request; path parameters fill `{name}` segments. */
export type EndpointParams = Record<string, string | number | boolean | undefined>;

/** The query key of an endpoint's answer: `[name, params]`. */
export const endpointKey = <N extends string>({ name }: Endpoint<N>, params: EndpointParams = {}) =>
  [name, params] as const;

/** The path with its `{name}` segments filled (encoded) and the rest as query parameters. */
export function endpointRequest(
  { path: template }: Endpoint,
  params: EndpointParams = {},
): { path: string; query: QueryParams } {
  const query: QueryParams = { ...params };
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    delete query[key];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path, query };
}

export function fetchEndpoint<E extends Endpoint>(
  target: E,
  params: EndpointParams = {},
  signal?: AbortSignal,
): Promise<AnswerOf<E>> {
  const { path, query } = endpointRequest(target, params);
  return getJson(path, target.schema, query, signal) as Promise<AnswerOf<E>>;
}

/** Every node of a list endpoint's connection, page after page (small directories only). */
export function fetchEveryNode<E extends Endpoint, T>(
  target: E,
  pick: (answer: AnswerOf<E>) => Connection<T>,
  params: EndpointParams = {},
  signal?: AbortSignal,
): Promise<T[]> {
  return fetchAllPages((page) => fetchEndpoint(target, { ...params, ...page }, signal).then(pick));
}
