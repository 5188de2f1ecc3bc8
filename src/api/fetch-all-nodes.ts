import type { z } from 'zod/mini';
import type { Connection } from '#contract/connection.ts';
import { getJson, type QueryParams } from './http-client.ts';

/** Rows per request when a whole (small) collection is needed: markets, assets. */
const PAGE_SIZE = 1000;
/** A network has tens of markets; this bounds a misbehaving node's endless pages. */
const MAX_PAGES = 20;

/** Every node of a connection, page after page (for collections sorted and filtered locally). */
export async function fetchAllNodes<S extends z.ZodMiniType, T>(
  path: string,
  schema: S,
  pick: (response: z.infer<S>) => Connection<T>,
  signal?: AbortSignal,
  params: QueryParams = {},
): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const response = await getJson(
      path,
      schema,
      { ...params, 'pagination.first': PAGE_SIZE, 'pagination.after': after },
      signal,
    );
    const connection = pick(response);
    nodes.push(...connection.edges.map((e) => e.node));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return nodes;
}
