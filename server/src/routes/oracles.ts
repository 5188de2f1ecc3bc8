import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getOracleSpec, listOracleData, listOracleSpecs } from '../store/oracles.ts';

/** ErrorDetail code (ours, with the other not-found codes). */
const ORACLE_SPEC_NOT_FOUND = 50011;

/**
 * `GET /api/v2/oracle/specs`, `/oracle/spec/{oracleSpecId}` and `/oracle/data` (reference
 * swagger): the markets' data source specs and the oracle data the chain accepted.
 */
export async function oracleRoutes(app: FastifyInstance) {
  app.get('/api/v2/oracle/specs', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    return { oracleSpecs: await listOracleSpecs(app.db, readPagination(q)) };
  });

  app.get<{ Params: { oracleSpecId: string } }>(
    '/api/v2/oracle/spec/:oracleSpecId',
    async (request) => {
      const id = checkId('oracleSpecId', request.params.oracleSpecId);
      const oracleSpec = await getOracleSpec(app.db, id);
      if (!oracleSpec) throw notFound(ORACLE_SPEC_NOT_FOUND, 'oracle spec not found', id);
      return { oracleSpec };
    },
  );

  app.get('/api/v2/oracle/data', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    return {
      oracleData: await listOracleData(app.db, q.id('oracleSpecId'), readPagination(q)),
    };
  });
}
