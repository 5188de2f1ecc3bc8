// The transport of the endpoint contract (contract/endpoints): an endpoint and its parameters
// become one request, its answer is parsed with the endpoint's schema. Pages never call this
// directly: they reach endpoints through the query options of src/entities/endpoint/endpoint-query.ts,
// where the query key derives from the endpoint's name and the parameters.
import type { z } from 'zod/mini';
import type { AnswerOf, Endpoint, ParamsOf } from '#contract/endpoints/endpoint.ts';
import { buildUrl, getJson, type QueryParams } from './http-client.ts';

/** Where this node serves the CometBFT RPC; another RPC serves the methods at its root. */
const COMET_PREFIX = '/tm/';

/**
 * The path with its `{name}` segments filled (encoded) and the other parameters as the query.
 * Their values are the node's to check (a malformed id is its 400): the explorer's build carries
 * no parameter specs (scripts/vite/server-only-params.ts).
 */
export function endpointRequest<E extends Endpoint>(
  target: E,
  params: ParamsOf<E>,
): { path: string; query: QueryParams } {
  const values = params as Record<string, QueryParams[string]>;
  const query: QueryParams = { ...values };
  const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(values[name] ?? '');
    delete query[name];
    return encodeURIComponent(value);
  });
  return { path, query };
}

/** The URL of a request (a download link), on the chosen data node or on `base`. */
export function endpointUrl<E extends Endpoint>(target: E, params: ParamsOf<E>, base?: string) {
  const { path, query } = endpointRequest(target, params);
  return buildUrl(path, query, base);
}

/**
 * One request of an endpoint, its answer parsed with the endpoint's schema (or with `schema`,
 * for a probe that only asks whether a record answers).
 */
export async function fetchEndpoint<E extends Endpoint>(
  target: E,
  params: ParamsOf<E>,
  signal?: AbortSignal,
  schema: z.ZodMiniType = target.response as z.ZodMiniType,
): Promise<AnswerOf<E>> {
  const { path, query } = endpointRequest(target, params);
  // The CometBFT client loads with the first block read: pages without blocks do not carry it.
  if (!target.rpc) return (await getJson(path, schema, query, signal)) as AnswerOf<E>;
  const { getCometResult } = await import('./comet-rpc.ts');
  return (await getCometResult(
    path.slice(COMET_PREFIX.length),
    schema,
    query,
    signal,
  )) as AnswerOf<E>;
}
