import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { oracleDataResponseSchema, oracleSpecResponseSchema } from '#contract/oracle.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';
import { oracleSpecDirectoryQuery } from '../../../entities/oracle/oracle-spec-directory.ts';

/** Oracle specs and the data they received (`/api/v2/oracle/…`, reference swagger). */
export const oracleQueries = {
  /** Every spec: the entity layer's directory (shared with the transaction pages). */
  specs: oracleSpecDirectoryQuery,
  spec: (id: string) =>
    queryOptions({
      queryKey: ['oracles', 'spec', id],
      queryFn: ({ signal }) =>
        getJson(
          `/api/v2/oracle/spec/${encodeURIComponent(id)}`,
          oracleSpecResponseSchema,
          {},
          signal,
        ).then((r) => r.oracleSpec.externalDataSourceSpec.spec),
    }),
  /** Accepted oracle data, newest first; only what matched `specId` when given. */
  data: (specId?: string) =>
    infiniteQueryOptions({
      queryKey: ['oracles', 'data', specId ?? 'all'],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/oracle/data',
          oracleDataResponseSchema,
          { ...forwardPage(pageParam, 50), oracleSpecId: specId },
          signal,
        ).then((r) => r.oracleData),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
};
