import {
  coreNetworkParametersResponseSchema,
  networkParameterResponseSchema,
  networkParametersResponseSchema,
} from '../network-parameter.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** Core `GET /network/parameters` (spec §2.6): one flat list; an unknown key filters to none. */
export const coreNetworkParameters = endpoint({
  name: 'coreNetworkParameters',
  path: '/network/parameters',
  query: { networkParameterKey: param.text({ kind: 'paramKey' }) },
  response: coreNetworkParametersResponseSchema,
});

export const networkParameters = endpoint({
  name: 'networkParameters',
  path: '/api/v2/network/parameters',
  query: { pagination },
  response: networkParametersResponseSchema,
  list: 'networkParameters',
});

export const networkParameter = endpoint({
  name: 'networkParameter',
  path: '/api/v2/network/parameters/{key}',
  params: { key: pathParam.text('paramKey') },
  response: networkParameterResponseSchema,
});
