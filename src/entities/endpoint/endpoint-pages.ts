// Lists read page by page, and whole (small) lists, of the endpoints that declare their `list`
// (contract/endpoints): the other half of the entry point (endpoint-query.ts). Pages are the
// endpoint's answers as sent; the key is `[name, params, 'pages']` or `[name, params, 'every']`.
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Connection } from '#contract/connection.ts';
import type { AnswerOf, Endpoint, ParamsOf, QueryValues } from '#contract/endpoints/endpoint.ts';
import type { QuerySpec } from '#contract/endpoints/params.ts';
import { connectionRows, LIST_PAGE_SIZE, nextCursor } from '../../api/connection-pages.ts';
import { fetchEndpoint } from '../../api/endpoints.ts';
import {
  endpointKey,
  endpointQuery,
  loaded,
  type LazyEndpoint,
  type ParamsArg,
} from './endpoint-query.ts';

/** An endpoint with a list in its answer (`list` names the field). */
export type ListEndpoint = Endpoint & { list: string };
type ListOf<E extends ListEndpoint> = AnswerOf<E>[E['list'] & keyof AnswerOf<E>];
/** One row of an endpoint's list: a connection's node or an array's item. */
export type NodeOf<E extends ListEndpoint> =
  ListOf<E> extends Connection<infer T> ? T : ListOf<E> extends readonly (infer T)[] ? T : never;

/** The list in an answer. */
export const listOf = <E extends ListEndpoint>(target: E, answer: AnswerOf<E>): ListOf<E> =>
  (answer as Record<string, unknown>)[target.list] as ListOf<E>;

type CursorName<E extends Endpoint> =
  E extends Endpoint<string, never, infer Q extends QuerySpec> ? keyof QueryValues<Q> : string;

/** How a list goes on: the parameter that takes the cursor, and the cursor after a page. */
export interface Paging<E extends Endpoint> {
  cursor: CursorName<E> & string;
  next: (answer: AnswerOf<E>) => string | undefined;
}

/** Connections continue after their end cursor (spec §2.1). */
export const connectionPaging = <E extends ListEndpoint>(target: E): Paging<E> => ({
  cursor: 'pagination.after' as Paging<E>['cursor'],
  next: (answer) => nextCursor(listOf(target, answer) as Connection<unknown>),
});

/**
 * The block explorer's lists (spec §2.9) have no pageInfo: they continue before the last row's
 * cursor, and a page shorter than `limit` is the last one.
 */
export const explorerPaging = <E extends ListEndpoint>(target: E, limit: number): Paging<E> => ({
  cursor: 'before' as Paging<E>['cursor'],
  next: (answer) => {
    const rows = listOf(target, answer) as readonly { cursor: string }[];
    return rows.length < limit ? undefined : rows.at(-1)?.cursor;
  },
});

/** An infinite list: pages of the endpoint's answers, continued by `paging`. */
export function endpointPages<E extends Endpoint>(
  target: E,
  params: ParamsOf<E>,
  paging: Paging<E>,
) {
  // The key is the endpoint's and the parameters': an endpoint's lists page one way.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: [...endpointKey(target, ...([params] as ParamsArg<E>)), 'pages'] as const,
    queryFn: ({ pageParam, signal }): Promise<AnswerOf<E>> =>
      fetchEndpoint(target, { ...params, [paging.cursor]: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: paging.next,
  });
}

/**
 * An infinite list whose pages are read as their lists (the answers stay in the cache), only
 * the rows `keep` keeps when given (a filter the endpoint lacks).
 */
export function listPages<E extends ListEndpoint>(
  target: E,
  params: ParamsOf<E>,
  paging: Paging<E>,
  keep?: (node: NodeOf<E>) => boolean,
) {
  return infiniteQueryOptions({
    ...endpointPages(target, params, paging),
    select: (data: InfiniteData<AnswerOf<E>, string | undefined>) => ({
      pages: data.pages.map((answer) => kept(listOf(target, answer), keep)),
      pageParams: data.pageParams,
    }),
  });
}

/** A list with only the rows `keep` keeps (a connection keeps its pageInfo). */
function kept<L, T>(list: L, keep: ((node: T) => boolean) | undefined): L {
  if (!keep) return list;
  if (Array.isArray(list)) return list.filter(keep) as L;
  const connection = list as Connection<T>;
  return { ...connection, edges: connection.edges.filter((e) => keep(e.node)) } as L;
}

/** A connection list of `LIST_PAGE_SIZE` rows a page (unless the parameters say otherwise). */
export const connectionPages = <E extends ListEndpoint>(
  target: E,
  params: ParamsOf<E>,
  keep?: (node: NodeOf<E>) => boolean,
) =>
  listPages(
    target,
    { 'pagination.first': LIST_PAGE_SIZE, ...params },
    connectionPaging(target),
    keep,
  );

/** The first page of a connection list alone (polled by the live lists for new rows). */
export const connectionHead = <E extends ListEndpoint>(target: E, params: ParamsOf<E>) =>
  endpointQuery(target, ...([{ 'pagination.first': LIST_PAGE_SIZE, ...params }] as ParamsArg<E>));

/** The rows of an answer of a connection list, for the live lists' `readPage`. */
export const pageRows =
  <E extends ListEndpoint>(target: E) =>
  (answer: AnswerOf<E>) =>
    connectionRows(listOf(target, answer) as Connection<NodeOf<E>>);

/** Short reference lists (assets, markets) fit in a few pages; more than this is a runaway. */
export const EVERY_MAX_PAGES = 20;
const EVERY_PAGE_SIZE = 500;

/** A whole list, and whether all of it could be read (EVERY_MAX_PAGES at most). */
export interface Every<T> {
  nodes: T[];
  complete: boolean;
}

/** Every node of a connection list, page after page (small directories only). */
export function endpointEvery<E extends ListEndpoint>(
  target: E | LazyEndpoint<E>,
  ...[params]: ParamsArg<E>
) {
  const values = (params ?? {}) as ParamsOf<E>;
  // A lazy endpoint is named by its name: the one it loads is checked to be it.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [target.name, values, 'every'] as readonly [E['name'], ParamsOf<E>, 'every'],
    queryFn: async ({ signal }): Promise<Every<NodeOf<E>>> => {
      const list = await loaded(target);
      const nodes: NodeOf<E>[] = [];
      let after: string | undefined;
      for (let page = 0; page < EVERY_MAX_PAGES; page += 1) {
        const pageParams = {
          ...values,
          'pagination.first': EVERY_PAGE_SIZE,
          'pagination.after': after,
        };
        const answer = await fetchEndpoint(list, pageParams, signal);
        const connection = listOf(list, answer) as Connection<NodeOf<E>>;
        nodes.push(...connection.edges.map((edge) => edge.node));
        after = nextCursor(connection);
        if (after === undefined) return { nodes, complete: true };
      }
      return { nodes, complete: false };
    },
  });
}
