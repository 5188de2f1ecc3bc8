import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Asset } from '#contract/asset.ts';
import type { Market } from '#contract/market.ts';
import type { Node } from '#contract/node.ts';
import type { Every } from '../../entities/endpoint/endpoint-pages.ts';
import { assetDirectoryQuery } from '../../entities/asset/asset-directory.ts';
import { marketDirectoryQuery } from '../../entities/market/market-directory.ts';
import { validatorDirectoryQuery } from '../../entities/validator/validator-directory.ts';
import { assetEntries, marketEntries, validatorEntries } from './name-entries.ts';
import type { NameEntry } from './name-matching.ts';

export type CatalogName = 'assets' | 'markets' | 'validators';

/** The lists in the order of the queries below. */
const CATALOGS: readonly CatalogName[] = ['assets', 'markets', 'validators'];

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

// Module level, as `combine`: the directories hold their whole lists (`nodes`).
const assetNames = ({ nodes }: Every<Asset>) => assetEntries(nodes);
const marketNames = ({ nodes }: Every<Market>) => marketEntries(nodes);
const validatorNames = ({ nodes }: Every<Node>) => validatorEntries(nodes);

/**
 * Market, asset and validator names from the entity layer's directories, once `enabled` (e.g.
 * the box got focus): on most pages they are in the cache already.
 */
export function useNameCatalog(enabled: boolean): NameCatalog {
  return useQueries({
    queries: [
      { ...assetDirectoryQuery(), enabled, select: assetNames },
      { ...marketDirectoryQuery(), enabled, select: marketNames },
      { ...validatorDirectoryQuery(), enabled, select: validatorNames },
    ],
    combine,
  });
}
