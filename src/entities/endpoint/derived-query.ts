// Values computed from several endpoints' answers, or read beside the contract, each under a
// name of its own (`['derived', name, ...args]`, never an endpoint's key); the endpoints they
// read go through their own queries (endpoint-query.ts), so the answers are shared.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf, Endpoint } from '#contract/endpoints/endpoint.ts';
import { endpointQuery, type ParamsArg } from './endpoint-query.ts';

/**
 * Values computed from several answers, or read beside the contract (the block clock's headers,
 * a latency probe, a lazily loaded decoder). Each has its name here.
 */
export type DerivedName =
  | 'blockClock'
  | 'nodeProbe'
  | 'blockTime'
  | 'orderTransactions'
  | 'createdOrders'
  | 'commandDecoder';

/** What a derived value's reader gets: reads of endpoints through the cache, and the signal. */
export interface DerivedContext {
  /** An endpoint's answer through its own query (and key). */
  read: <E extends Endpoint>(target: E, ...params: ParamsArg<E>) => Promise<AnswerOf<E>>;
  client: QueryClient;
  signal: AbortSignal;
}

/** A derived value, keyed `['derived', name, ...args]`: never an endpoint's key. */
export function derivedQuery<T, const A extends readonly unknown[]>(
  name: DerivedName,
  args: A,
  compute: (context: DerivedContext) => Promise<T>,
) {
  return queryOptions({
    queryKey: ['derived', name, ...args] as const,
    queryFn: ({ client, signal }) =>
      compute({
        read: (target, ...params) => client.fetchQuery(endpointQuery(target, ...params)),
        client,
        signal,
      }),
  });
}
