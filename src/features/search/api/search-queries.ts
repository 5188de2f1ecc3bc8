import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';
import { idTarget, type IdKind } from '../id-targets.ts';

/** A probe only asks whether a record answers: any object will do. */
const anyObject = z.looseObject({});

const PROBE_STALE_MS = 30_000;

export const searchQueries = {
  /** true = a record has this id; false = 404/400; anything else fails ("could not check"). */
  probe: (kind: IdKind, id: string) =>
    queryOptions({
      queryKey: ['search', 'probe', kind, id],
      queryFn: async ({ signal }) => {
        const target = idTarget(kind);
        try {
          const body = await getJson(target.path(id), anyObject, target.params?.(id), signal);
          return target.isHit ? target.isHit(body) : true;
        } catch (err) {
          if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) {
            return false;
          }
          throw err;
        }
      },
      retry: false,
      staleTime: PROBE_STALE_MS,
    }),
};
