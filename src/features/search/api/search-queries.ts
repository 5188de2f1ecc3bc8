import { queryOptions } from '@tanstack/react-query';
import { idTarget, type IdKind } from '../id-targets.ts';

const PROBE_STALE_MS = 30_000;

export const searchQueries = {
  /** true = a record has this id; false = 404/400; anything else fails ("could not check"). */
  probe: (kind: IdKind, id: string) =>
    queryOptions({ ...idTarget(kind).probe(id), staleTime: PROBE_STALE_MS }),
};
