import type { FastifyInstance } from 'fastify';
import {
  oracleDataResponseSchema,
  oracleSpecResponseSchema,
  oracleSpecsResponseSchema,
} from '#contract/oracle.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, path, query } from '../http/route-params.ts';
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
    '/api/v2/oracle/specs',
    {
      summary: "Markets' data source specs",
      tags,
      query: { pagination },
      response: oracleSpecsResponseSchema,
    },
    async ({ query: q }) => ({ oracleSpecs: await listOracleSpecs(app.db, q.pagination) }),
  );

  defineRoute(
    app,
    '/api/v2/oracle/spec/:oracleSpecId',
    {
      summary: 'One data source spec',
      tags,
      params: { oracleSpecId: path.id('oracleSpec') },
      response: oracleSpecResponseSchema,
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
    '/api/v2/oracle/data',
    {
      summary: 'Oracle data the chain accepted',
      tags,
      query: { oracleSpecId: query.id('oracleSpec'), pagination },
      response: oracleDataResponseSchema,
    },
    async ({ query: q }) => ({
      oracleData: await listOracleData(app.db, q.oracleSpecId, q.pagination),
    }),
  );
}
