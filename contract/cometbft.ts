import { z } from 'zod/mini';

/**
 * The CometBFT (v0.38) JSON-RPC subset the data node serves under `/tm/` and the explorer reads
 * — from our node or from a real network's CometBFT RPC, so the shapes are CometBFT's own:
 * int64 values as decimal strings, hashes and addresses as upper-case hex, times as RFC 3339
 * with up to nine fraction digits (trailing zeros trimmed), transactions as base64.
 */

/** int64 as CometBFT writes it: a decimal string. */
const int64String = z.string().check(z.regex(/^-?\d{1,19}$/, 'expected an int64 string'));
/** Hex of a hash or address; empty where a field has no value. */
const hexString = z.string().check(z.regex(/^[0-9A-Fa-f]*$/, 'expected hex'));

export const cometBlockIdSchema = z.object({
  hash: hexString,
  parts: z.object({ total: z.number(), hash: hexString }),
});

export const cometHeaderSchema = z.object({
  version: z.object({ block: int64String, app: z.optional(int64String) }),
  chain_id: z.string(),
  height: int64String,
  time: z.string(),
  last_block_id: cometBlockIdSchema,
  last_commit_hash: hexString,
  data_hash: hexString,
  validators_hash: hexString,
  next_validators_hash: hexString,
  consensus_hash: hexString,
  app_hash: hexString,
  last_results_hash: hexString,
  evidence_hash: hexString,
  proposer_address: hexString,
});
export type CometHeader = z.infer<typeof cometHeaderSchema>;

export const cometBlockMetaSchema = z.object({
  block_id: cometBlockIdSchema,
  block_size: int64String,
  header: cometHeaderSchema,
  num_txs: int64String,
});
export type CometBlockMeta = z.infer<typeof cometBlockMetaSchema>;

/** `GET /blockchain?minHeight=&maxHeight=`: at most 20 metas, newest first. */
export const cometBlockchainSchema = z.object({
  last_height: int64String,
  block_metas: z.array(cometBlockMetaSchema),
});
export type CometBlockchain = z.infer<typeof cometBlockchainSchema>;

/** `GET /block?height=N`. */
export const cometBlockSchema = z.object({
  block_id: cometBlockIdSchema,
  block: z.object({
    header: cometHeaderSchema,
    data: z.object({ txs: z.nullable(z.array(z.string())) }),
    evidence: z.object({ evidence: z.nullable(z.array(z.unknown())) }),
    last_commit: z.nullable(
      z.object({
        height: int64String,
        round: z.number(),
        block_id: cometBlockIdSchema,
        signatures: z.array(z.unknown()),
      }),
    ),
  }),
});
export type CometBlock = z.infer<typeof cometBlockSchema>;

/** `GET /status`: what the explorer needs (the node and the chain's head). */
export const cometStatusSchema = z.object({
  node_info: z.object({
    protocol_version: z.object({ p2p: z.string(), block: z.string(), app: z.string() }),
    id: z.string(),
    listen_addr: z.string(),
    network: z.string(),
    version: z.string(),
    channels: z.string(),
    moniker: z.string(),
    other: z.object({ tx_index: z.string(), rpc_address: z.string() }),
  }),
  sync_info: z.object({
    latest_block_hash: hexString,
    latest_app_hash: hexString,
    latest_block_height: int64String,
    latest_block_time: z.string(),
    earliest_block_hash: hexString,
    earliest_app_hash: hexString,
    earliest_block_height: int64String,
    earliest_block_time: z.string(),
    catching_up: z.boolean(),
  }),
  validator_info: z.object({
    address: hexString,
    pub_key: z.object({ type: z.string(), value: z.string() }),
    voting_power: int64String,
  }),
});
export type CometStatus = z.infer<typeof cometStatusSchema>;

/** JSON-RPC 2.0 error object (CometBFT: -32602 invalid params, -32603 internal error). */
export const cometRpcErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.optional(z.string()),
});
export type CometRpcError = z.infer<typeof cometRpcErrorSchema>;

/** The JSON-RPC envelope: `result` on success, `error` otherwise; id -1 for URI (GET) calls. */
export function cometResponseSchema<T extends z.ZodMiniType>(result: T) {
  return z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string()]),
    result: z.optional(result),
    error: z.optional(cometRpcErrorSchema),
  });
}
export const cometErrorResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  error: cometRpcErrorSchema,
});
export type CometErrorResponse = z.infer<typeof cometErrorResponseSchema>;

/** JSON-RPC error codes CometBFT uses. */
export const COMET_METHOD_NOT_FOUND = -32601;
export const COMET_INVALID_PARAMS = -32602;
export const COMET_INTERNAL_ERROR = -32603;
/** The most block metas one `/blockchain` call returns (CometBFT's limit). */
export const COMET_BLOCKCHAIN_LIMIT = 20;
