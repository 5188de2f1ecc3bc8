import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/network-parameters.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import {
  allNetworkParameters,
  getNetworkParameter,
  listNetworkParameters,
} from '../store/network-parameters.ts';

/** Reference errorMap: ErrNetworkParameterNotFound. */
const NETWORK_PARAMETER_NOT_FOUND = 100003;

const tags = ['Network'];

/**
 * Network parameters (spec §2.6, §4.7; reference §3.1): the core form `GET /network/parameters`
 * (flat array, optional `networkParameterKey`), the data node's paginated
 * `GET /api/v2/network/parameters` and `GET /api/v2/network/parameters/{key}`.
 */
export async function networkParameterRoutes(app: FastifyInstance) {
  // An unknown key gives an empty list, as the core does (it filters, it does not look up).
  defineRoute(
    app,
    endpoints.coreNetworkParameters,
    {
      summary: 'Network parameters (core API, one list)',
      tags,
    },
    async ({ query: q }) => ({
      networkParameters: await allNetworkParameters(app.db, q.networkParameterKey),
    }),
  );

  defineRoute(
    app,
    endpoints.networkParameters,
    {
      summary: 'Network parameters',
      tags,
    },
    async ({ query: q }) => ({
      networkParameters: await listNetworkParameters(app.db, q.pagination),
    }),
  );

  defineRoute(
    app,
    endpoints.networkParameter,
    {
      summary: 'One network parameter',
      tags,
      errors: [404],
    },
    async ({ params: { key } }) => {
      const networkParameter = await getNetworkParameter(app.db, key);
      if (!networkParameter)
        throw notFound(NETWORK_PARAMETER_NOT_FOUND, 'network parameter not found', `key: ${key}`);
      return { networkParameter };
    },
  );
}
