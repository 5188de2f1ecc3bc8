// Whether a record answers an id, for the id search: the endpoint's own key with the form
// `probe` (the entry point's other forms: endpoint-query.ts).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { Endpoint, ParamsOf } from '#contract/endpoints/endpoint.ts';
import { fetchEndpoint } from '../../api/endpoints.ts';
import { isMissing, loaded, type LazyEndpoint } from './endpoint-query.ts';

/** A probe only asks whether a record answers: any object will do. */
const anyObject = z.looseObject({});

/**
 * Whether a record answers: true (or `isHit` of the body), false for a 404 or 400, a failure
 * for anything else ("could not check"). Its own form of the key: the body is not parsed.
 */
export function endpointProbe<E extends Endpoint>(
  target: E | LazyEndpoint<E>,
  params: ParamsOf<E>,
  isHit?: (body: Record<string, unknown>) => boolean,
) {
  // One type for every endpoint's probe (a page asks several kinds at once); `isHit` is the
  // endpoint's reading of a hit, the same wherever it is probed.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [target.name, params, 'probe'] as readonly unknown[],
    queryFn: async ({ signal }) => {
      try {
        const body = (await fetchEndpoint(
          await loaded(target),
          params,
          signal,
          anyObject,
        )) as object;
        return isHit ? isHit(body as Record<string, unknown>) : true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    retry: false,
  });
}
