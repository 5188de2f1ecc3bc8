import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { CATALOGS, searchQueries, type CatalogName } from './api/search-queries.ts';
import type { NameEntry } from './name-matching.ts';

export interface NameCatalog {
  entries: NameEntry[];
  /** Every list has answered (or failed). */
  settled: boolean;
  failures: { catalog: CatalogName; message: string }[];
}

// Module level so react-query re-runs it only when a list's result changes.
function combine(results: UseQueryResult<NameEntry[]>[]): NameCatalog {
  return {
    entries: results.flatMap((r) => r.data ?? []),
    settled: results.every((r) => r.isSuccess || r.isError),
    failures: results.flatMap((r, i) =>
      r.isError ? [{ catalog: CATALOGS[i] ?? 'assets', message: r.error.message }] : [],
    ),
  };
}

/** Market, asset and validator names, fetched once `enabled` (e.g. the box got focus). */
export function useNameCatalog(enabled: boolean): NameCatalog {
  return useQueries({
    queries: CATALOGS.map((catalog) => ({ ...searchQueries.names(catalog), enabled })),
    combine,
  });
}
