import {
  epochResponseSchema,
  nodeDataResponseSchema,
  nodeResponseSchema,
  nodesResponseSchema,
} from '../node.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** `GET /api/v2/nodes` (spec §4.6): the validators as of `epochSeq`. */
export const nodes = endpoint({
  name: 'nodes',
  path: '/api/v2/nodes',
  query: { epochSeq: param.seq({ description: 'default: the epoch in progress' }), pagination },
  response: nodesResponseSchema,
  list: 'nodes',
});

/** `GET /api/v2/node/{id}`: one validator, this epoch. */
export const node = endpoint({
  name: 'node',
  path: '/api/v2/node/{id}',
  params: { id: pathParam.id('node') },
  response: nodeResponseSchema,
});

/**
 * `GET /api/v2/epoch` (spec §4.8): an epoch by `id`, by a `block` it holds (ours), or the one in
 * progress; id or block, not both.
 */
export const epoch = endpoint({
  name: 'epoch',
  path: '/api/v2/epoch',
  query: { which: { group: 'epochSelector', params: { block: param.seq(), id: param.seq() } } },
  response: epochResponseSchema,
});

/** `GET /api/v2/network/data`: validator counts and stake totals. */
export const networkData = endpoint({
  name: 'networkData',
  path: '/api/v2/network/data',
  response: nodeDataResponseSchema,
});
