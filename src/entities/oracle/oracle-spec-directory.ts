import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataSourceSpec } from '#contract/data-source.ts';
import type { oracleSpecs } from '#contract/endpoints/oracles.ts';
import { endpointEvery } from '../endpoint/endpoint-pages.ts';
import { lazyEndpoint } from '../endpoint/endpoint-query.ts';
import { DIRECTORY_STALE_MS } from '../directory-stale.ts';

/**
 * The specs' endpoint loads with the first request: pages that may ask (a transaction page) do
 * not carry its schema in their first-route JavaScript.
 */
const specsEndpoint = lazyEndpoint<typeof oracleSpecs>('oracleSpecs', () =>
  import('#contract/endpoints/oracles.ts').then((m) => m.oracleSpecs),
);

/** Every oracle spec (a couple per market): the one query the oracle and transaction pages share. */
export const oracleSpecDirectoryQuery = () =>
  queryOptions({
    ...endpointEvery(specsEndpoint),
    select: (every) => every.nodes.map((s) => s.externalDataSourceSpec.spec),
    staleTime: DIRECTORY_STALE_MS,
  });

/** Spec ids by the data property they listen for ("prices.EUR.value" → [ids]). */
export function specsByProperty(specs: readonly DataSourceSpec[]): ReadonlyMap<string, string[]> {
  const byProperty = new Map<string, string[]>();
  for (const spec of specs) {
    for (const filter of spec.data.external?.oracle?.filters ?? []) {
      const ids = byProperty.get(filter.key.name) ?? [];
      if (!ids.includes(spec.id)) ids.push(spec.id);
      byProperty.set(filter.key.name, ids);
    }
  }
  return byProperty;
}

const EMPTY: ReadonlyMap<string, string[]> = new Map();

/** Spec ids by property, once `enabled`; empty until loaded. */
export function useSpecsByProperty(enabled = true): ReadonlyMap<string, string[]> {
  const query = useQuery({ ...oracleSpecDirectoryQuery(), enabled });
  return useMemo(() => (query.data ? specsByProperty(query.data) : EMPTY), [query.data]);
}
