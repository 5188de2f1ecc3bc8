// The data node's endpoints the explorer reads, by name: the path template and the contract
// schema its answer is parsed with. Query keys derive from the name and the parameters
// (`[name, params]`), so two features asking for the same data share one cache entry instead
// of fetching it under keys of their own.
import type { z } from 'zod/mini';
import { assetResponseSchema, assetsResponseSchema } from '#contract/asset.ts';
import type { Connection } from '#contract/connection.ts';
import { governanceDataConnectionResponseSchema } from '#contract/governance.ts';
import { marketsResponseSchema } from '#contract/market.ts';
import { networkParameterResponseSchema } from '#contract/network-parameter.ts';
import { nodesResponseSchema } from '#contract/node.ts';
import { fetchAllPages } from './connection-pages.ts';
import { getJson, type QueryParams } from './http-client.ts';

interface Endpoint<S extends z.ZodMiniType> {
  /** Path; `{name}` segments are filled from the path parameters. */
  path: string;
  schema: S;
}

const endpoint = <S extends z.ZodMiniType>(path: string, schema: S): Endpoint<S> => ({
  path,
  schema,
});

export const endpoints = {
  assets: endpoint('/api/v2/assets', assetsResponseSchema),
  asset: endpoint('/api/v2/asset/{id}', assetResponseSchema),
  markets: endpoint('/api/v2/markets', marketsResponseSchema),
  nodes: endpoint('/api/v2/nodes', nodesResponseSchema),
  governances: endpoint('/api/v2/governances', governanceDataConnectionResponseSchema),
  networkParameter: endpoint('/api/v2/network/parameters/{key}', networkParameterResponseSchema),
};

export type EndpointName = keyof typeof endpoints;
type AnswerOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['schema']>;

/** Path and query parameters of one request; path parameters fill `{name}` segments. */
export type EndpointParams = Record<string, string | number | boolean | undefined>;

/** The query key of an endpoint's answer: `[name, params]`. */
export const endpointKey = <N extends EndpointName>(name: N, params: EndpointParams = {}) =>
  [name, params] as const;

/** The path with its `{name}` segments filled (encoded) and the rest as query parameters. */
export function endpointRequest(
  name: EndpointName,
  params: EndpointParams = {},
): { path: string; query: QueryParams } {
  const query: QueryParams = { ...params };
  const path = endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    delete query[key];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path, query };
}

export function fetchEndpoint<N extends EndpointName>(
  name: N,
  params: EndpointParams = {},
  signal?: AbortSignal,
): Promise<AnswerOf<N>> {
  const { path, query } = endpointRequest(name, params);
  return getJson(path, endpoints[name].schema, query, signal) as Promise<AnswerOf<N>>;
}

/** Every node of a list endpoint's connection, page after page (small directories only). */
export function fetchEveryNode<N extends EndpointName, T>(
  name: N,
  pick: (answer: AnswerOf<N>) => Connection<T>,
  params: EndpointParams = {},
  signal?: AbortSignal,
): Promise<T[]> {
  return fetchAllPages((page) => fetchEndpoint(name, { ...params, ...page }, signal).then(pick));
}
