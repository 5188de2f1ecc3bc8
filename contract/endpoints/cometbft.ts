import { cometBlockchainSchema, cometBlockSchema, cometStatusSchema } from '../cometbft.ts';
import { endpoint } from './endpoint.ts';
import type { QueryParam } from './params.ts';

/*
 * The CometBFT v0.38 RPC subset (JSON-RPC over GET): this node serves it under `/tm/`, a real
 * network's RPC at its root. The response is the `result` of the JSON-RPC envelope.
 */

const height: QueryParam<'uint64', false> = {
  kind: 'uint64',
  description: 'int64, optionally in double quotes',
};

export const cometStatus = endpoint({
  name: 'cometStatus',
  path: '/tm/status',
  rpc: true,
  response: cometStatusSchema,
});

/** Block metas, newest first, at most 20 (CometBFT's window). */
export const cometBlockchain = endpoint({
  name: 'cometBlockchain',
  path: '/tm/blockchain',
  rpc: true,
  query: { minHeight: height, maxHeight: height },
  response: cometBlockchainSchema,
});

export const cometBlock = endpoint({
  name: 'cometBlock',
  path: '/tm/block',
  rpc: true,
  query: { height },
  response: cometBlockSchema,
});
