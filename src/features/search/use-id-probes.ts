import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { searchQueries } from './api/search-queries.ts';
import { ID_TARGETS, type IdKind } from './id-targets.ts';
import type { ProbeReport, ProbeState } from './probe-outcome.ts';

function stateOf(result: UseQueryResult<boolean>): ProbeState {
  if (result.isError) return { status: 'failed', message: result.error.message };
  if (result.isSuccess) return { status: result.data ? 'hit' : 'miss' };
  return { status: 'pending' };
}

/** Asks every kind of record about `id` at once; `retryFailed` repeats the failed lookups. */
export function useIdProbes(id: string) {
  const results = useQueries({
    queries: ID_TARGETS.map((target) => searchQueries.probe(target.kind, id)),
  });
  const reports: ProbeReport<IdKind>[] = results.map((result, i) => ({
    kind: ID_TARGETS[i]?.kind ?? 'transaction',
    state: stateOf(result),
  }));
  const retryFailed = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  return { reports, retryFailed };
}
