// The transport of the endpoint contract (contract/endpoints): an endpoint and its parameters
// become one request, its answer is parsed with the endpoint's schema. Pages never call this
// directly: they reach endpoints through the query options of src/entities/endpoint/endpoint-query.ts,
// where the query key derives from the endpoint's name and the parameters.
import type { z } from 'zod/mini';
import {
  fillPath,
  type AnswerOf,
  type Endpoint,
  type ParamsOf,
} from '#contract/endpoints/endpoint.ts';
import { ApiRequestError, buildUrl, getJson, type QueryParams } from './http-client.ts';

/** Where this node serves the CometBFT RPC; another RPC serves the methods at its root. */
const COMET_PREFIX = '/tm/';

const ID_RE = /^[0-9a-fA-F]{64}$/;

/**
 * The path with its `{name}` segments filled (encoded) and the other parameters as the query.
 * An id in the path that cannot be one is refused before asking, as the node would (400).
 */
export function endpointRequest<E extends Endpoint>(
  target: E,
  params: ParamsOf<E>,
): { path: string; query: QueryParams } {
  const values = params as Record<string, QueryParams[string]>;
  const query: QueryParams = { ...values };
  for (const [name, { kind }] of Object.entries(target.params ?? {})) {
    const value = String(values[name] ?? '');
    // A party may be named (`network`): the node checks those.
    const isId = typeof kind === 'object' && 'id' in kind && kind.id !== 'party';
    if (isId && !ID_RE.test(value))
      throw new ApiRequestError(`${name} must be 64 hexadecimal characters`, 400);
    delete query[name];
  }
  return { path: fillPath(target.path, values), query };
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
export function fetchEndpoint<E extends Endpoint>(
  target: E,
  params: ParamsOf<E>,
  signal?: AbortSignal,
  schema: z.ZodMiniType = target.response as z.ZodMiniType,
): Promise<AnswerOf<E>> {
  let request: { path: string; query: QueryParams };
  try {
    request = endpointRequest(target, params);
  } catch (err) {
    return Promise.reject(err);
  }
  const { path, query } = request;
  // The CometBFT client loads with the first block read: pages without blocks do not carry it.
  const answer = target.rpc
    ? import('./comet-rpc.ts').then(({ getCometResult }) =>
        getCometResult(path.slice(COMET_PREFIX.length), schema, query, signal),
      )
    : getJson(path, schema, query, signal);
  return answer as Promise<AnswerOf<E>>;
}
