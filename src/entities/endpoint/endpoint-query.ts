// The explorer's one entry point to the endpoint contract (contract/endpoints): every query of
// an endpoint's answer is made here, its key derived from the endpoint's name and parameters,
// so one endpoint is cached under one key shape and two pages asking the same share the answer.
// Paged and whole-list reads are endpoint-pages.ts, probes endpoint-probe.ts; values computed
// from several answers are derived-query.ts, under names of their own, reading each endpoint
// through the cache. Each in its own module: a page's JavaScript carries only the forms it uses.
import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf, Endpoint, ParamsOf } from '#contract/endpoints/endpoint.ts';
import { fetchEndpoint } from '../../api/endpoints.ts';
import { ApiRequestError } from '../../api/http-client.ts';

/** The parameters of a request: optional when the endpoint needs none. */
export type ParamsArg<E extends Endpoint> =
  Record<never, never> extends ParamsOf<E> ? [params?: ParamsOf<E>] : [params: ParamsOf<E>];

/** The key of an endpoint's answer: `[name, params]` (pages and whole lists add their form). */
export const endpointKey = <E extends Endpoint>(target: E, ...[params]: ParamsArg<E>) =>
  [target.name, (params ?? {}) as ParamsOf<E>] as const;

/** What every key of an endpoint starts with (to find all its answers held). */
export const endpointKeys = <E extends Endpoint>(target: E) => [target.name] as const;

/** An endpoint's answer, as its schema parses it. */
export function endpointQuery<E extends Endpoint>(target: E, ...[params]: ParamsArg<E>) {
  const values = (params ?? {}) as ParamsOf<E>;
  return queryOptions({
    queryKey: endpointKey(target, ...([values] as ParamsArg<E>)),
    queryFn: ({ signal }): Promise<AnswerOf<E>> => fetchEndpoint(target, values, signal),
  });
}

/** An endpoint whose schema loads with its first request (kept out of a page's first JS). */
export interface LazyEndpoint<E extends Endpoint> {
  name: E['name'];
  load: () => Promise<E>;
}

export const lazyEndpoint = <E extends Endpoint>(
  name: E['name'],
  load: () => Promise<E>,
): LazyEndpoint<E> => ({ name, load });

/** The endpoint itself, loaded if lazy (and checked to be the one its name says). */
export async function loaded<E extends Endpoint>(target: E | LazyEndpoint<E>): Promise<E> {
  const found = 'load' in target ? await target.load() : target;
  if (found.name !== target.name) throw new Error(`${target.name} loaded ${found.name}`);
  return found;
}

/** Whether a request failed because the node has no such record (404) or no such id (400). */
export const isMissing = (err: unknown) =>
  err instanceof ApiRequestError && (err.status === 404 || err.status === 400);

/** An endpoint's answer, or null when the node has no such record or id (`isMissing`). */
export async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}
