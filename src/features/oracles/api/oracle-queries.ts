import { queryOptions } from '@tanstack/react-query';
import { oracleData, oracleSpec } from '#contract/endpoints/oracles.ts';
import { connectionPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { oracleSpecDirectoryQuery } from '../../../entities/oracle/oracle-spec-directory.ts';

/** Oracle specs and the data they received (reference swagger). */
export const oracleQueries = {
  /** Every spec: the entity layer's directory (shared with the transaction pages). */
  specs: oracleSpecDirectoryQuery,
  spec: (id: string) =>
    queryOptions({
      ...endpointQuery(oracleSpec, { oracleSpecId: id }),
      select: (r) => r.oracleSpec.externalDataSourceSpec.spec,
    }),
  /** Accepted oracle data, newest first; only what matched `specId` when given. */
  data: (specId?: string) => connectionPages(oracleData, { oracleSpecId: specId }),
};
