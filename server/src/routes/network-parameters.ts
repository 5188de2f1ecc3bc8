import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkText, QueryReader } from '../http/query-reader.ts';
import {
  allNetworkParameters,
  getNetworkParameter,
  listNetworkParameters,
} from '../store/network-parameters.ts';

/** Reference errorMap: ErrNetworkParameterNotFound. */
const NETWORK_PARAMETER_NOT_FOUND = 100003;

/**
 * Network parameters (spec §2.6, §4.7; reference §3.1): the core form `GET /network/parameters`
 * (flat array, optional `networkParameterKey`), the data node's paginated
 * `GET /api/v2/network/parameters` and `GET /api/v2/network/parameters/{key}`.
 */
export async function networkParameterRoutes(app: FastifyInstance) {
  app.get('/network/parameters', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    // An unknown key gives an empty list, as the core does (it filters, it does not look up).
    const key = q.string('networkParameterKey') || undefined;
    return { networkParameters: await allNetworkParameters(app.db, key) };
  });

  app.get('/api/v2/network/parameters', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    return { networkParameters: await listNetworkParameters(app.db, readPagination(q)) };
  });

  app.get<{ Params: { key: string } }>('/api/v2/network/parameters/:key', async (request) => {
    const key = checkText('key', request.params.key);
    const networkParameter = await getNetworkParameter(app.db, key);
    if (!networkParameter)
      throw notFound(NETWORK_PARAMETER_NOT_FOUND, 'network parameter not found', `key: ${key}`);
    return { networkParameter };
  });
}
