import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/oracles.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { getOracleSpec, listOracleData, listOracleSpecs } from '../store/oracles.ts';

/** ErrorDetail code (ours, with the other not-found codes). */
const ORACLE_SPEC_NOT_FOUND = 50011;

const tags = ['Oracles'];

/**
 * `GET /api/v2/oracle/specs`, `/oracle/spec/{oracleSpecId}` and `/oracle/data` (reference
 * swagger): the markets' data source specs and the oracle data the chain accepted.
 */
export async function oracleRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.oracleSpecs,
    {
      summary: "Markets' data source specs",
      tags,
    },
    async ({ query: q }) => ({ oracleSpecs: await listOracleSpecs(app.db, q.pagination) }),
  );

  defineRoute(
    app,
    endpoints.oracleSpec,
    {
      summary: 'One data source spec',
      tags,
      errors: [404],
    },
    async ({ params: { oracleSpecId: id } }) => {
      const oracleSpec = await getOracleSpec(app.db, id);
      if (!oracleSpec) throw notFound(ORACLE_SPEC_NOT_FOUND, 'oracle spec not found', id);
      return { oracleSpec };
    },
  );

  defineRoute(
    app,
    endpoints.oracleData,
    {
      summary: 'Oracle data the chain accepted',
      tags,
    },
    async ({ query: q }) => ({
      oracleData: await listOracleData(app.db, q.oracleSpecId, q.pagination),
    }),
  );
}
