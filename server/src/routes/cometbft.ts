import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  cometErrorResponseSchema,
  cometResponseSchema,
  COMET_BLOCKCHAIN_LIMIT,
  COMET_INTERNAL_ERROR,
  COMET_INVALID_PARAMS,
  COMET_METHOD_NOT_FOUND,
  type CometBlock,
  type CometBlockchain,
  type CometBlockMeta,
  type CometHeader,
  type CometStatus,
} from '#contract/cometbft.ts';
import {
  blockRange,
  blocksBetween,
  blockTransactionRecords,
  type BlockRow,
} from '../store/blocks.ts';
import { chainId } from '../store/spam-statistics.ts';
import type { Endpoint } from '#contract/endpoints/endpoint.ts';
import { cometBlock, cometBlockchain, cometStatus } from '#contract/endpoints/cometbft.ts';
import { routeDoc, routeUrl, type RouteDoc } from '../http/define-route.ts';

type RawQuery = Record<string, unknown>;

/**
 * These routes read their parameters the CometBFT way and answer CometBFT's JSON-RPC error body,
 * so they take only their documentation from their endpoints (not defineRoute's parsing).
 */
const cometDoc = (
  endpoint: Endpoint & { response: Parameters<typeof cometResponseSchema>[0] },
  summary: string,
  errors: number[],
): { config: { apiDoc: RouteDoc } } => ({
  config: {
    apiDoc: {
      ...routeDoc(endpoint, {
        summary,
        description:
          'CometBFT v0.38 RPC subset: errors are its JSON-RPC error body, not the spec one.',
        tags: ['CometBFT RPC'],
        errorBody: cometErrorResponseSchema,
        errors,
      }),
      response: cometResponseSchema(endpoint.response),
    },
  },
});

/** A CometBFT JSON-RPC error: `{code, message, data}` with the HTTP status we answer with. */
class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly rpcMessage: string,
    readonly data: string,
  ) {
    super(data);
  }
}

/** Malformed parameters: CometBFT's "Invalid params" (-32602). */
const invalidParams = (data: string) =>
  new RpcError(400, COMET_INVALID_PARAMS, 'Invalid params', data);
/**
 * What CometBFT reports as "Internal error" (-32603) with the reason in `data` — heights out of
 * range, empty ranges. CometBFT answers those with HTTP 500; we answer 404 (no such block) or
 * 400 (a range that cannot hold one), keeping its body, because our 5xx means a server fault.
 */
const rangeError = (status: number, data: string) =>
  new RpcError(status, COMET_INTERNAL_ERROR, 'Internal error', data);

const INT64_MAX = 0x7fffffffffffffffn;

/**
 * An int64 query parameter as CometBFT's URI handler reads it: digits, optionally in double
 * quotes; absent or empty = undefined (the route's default).
 */
function int64Param(query: RawQuery, name: string): bigint | undefined {
  let raw = query[name];
  if (Array.isArray(raw)) raw = raw[raw.length - 1];
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw).replace(/^"(.*)"$/, '$1');
  if (!/^-?\d{1,19}$/.test(text) || BigInt(text) > INT64_MAX) {
    throw invalidParams(
      `error converting http params to arguments: ${name}: expected an int64, got ${JSON.stringify(String(raw))}`,
    );
  }
  return BigInt(text);
}

/** Unix nanoseconds as RFC 3339 with nanoseconds, trailing zeros trimmed (Go's RFC3339Nano). */
export function rfc3339Nano(timeNs: string | bigint): string {
  const ns = BigInt(timeNs);
  const seconds = ns / 1_000_000_000n;
  const fraction = (ns % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  const base = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  return `${base}${fraction ? `.${fraction}` : ''}Z`;
}

const blockId = (hash: string) => ({
  hash: hash.toUpperCase(),
  parts: { total: hash ? 1 : 0, hash: '' },
});

function header(block: BlockRow, chain: string): CometHeader {
  return {
    version: { block: '11', app: '1' },
    chain_id: chain,
    height: block.height,
    time: rfc3339Nano(block.timeNs),
    last_block_id: blockId(block.parentHash),
    // The simulation keeps no commits, results or validator-set hashes: CometBFT's own value
    // for a field without one is the empty string.
    last_commit_hash: '',
    data_hash: '',
    validators_hash: '',
    next_validators_hash: '',
    consensus_hash: '',
    app_hash: '',
    last_results_hash: '',
    evidence_hash: '',
    proposer_address: block.proposer,
  };
}

const meta = (block: BlockRow, chain: string): CometBlockMeta => ({
  block_id: blockId(block.hash),
  block_size: block.size.toString(),
  header: header(block, chain),
  num_txs: block.txCount.toString(),
});

/** The node's id as CometBFT prints one (40 hex): derived from the chain, stable. */
const nodeId = (chain: string) =>
  createHash('sha256').update(`data-node:${chain}`).digest('hex').slice(0, 40);

/**
 * CometBFT RPC subset under `/tm/` (v0.38 shapes, `{jsonrpc, id: -1, result}` as its URI
 * handler answers): `status`, `blockchain` (metas newest first, at most 20, CometBFT's bounds)
 * and `block` (header and transactions). A transaction in `data.txs` is the base64 of its
 * block-explorer JSON record — our chain has no protobuf wire format — so its `hash` field is
 * the hash `/rest/transactions/{hash}` knows.
 */
export async function cometRoutes(app: FastifyInstance) {
  const answer = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    try {
      return { jsonrpc: '2.0', id: -1, result: await work() };
    } catch (err) {
      if (!(err instanceof RpcError)) throw err;
      return reply.status(err.status).send({
        jsonrpc: '2.0',
        id: -1,
        error: { code: err.code, message: err.rpcMessage, data: err.data },
      });
    }
  };

  // A method this subset does not serve (or a typo) is CometBFT's "Method not found", never the
  // spec's 404 or the explorer's page: a client pointed at /tm/ is an RPC client.
  app.get('/tm/*', async (request, reply) =>
    answer(reply, () => {
      const method = request.url.split('?')[0]!.slice('/tm/'.length);
      throw new RpcError(404, COMET_METHOD_NOT_FOUND, 'Method not found', `no method ${method}`);
    }),
  );

  app.get(
    routeUrl(cometStatus.path),
    cometDoc(cometStatus, 'Node status', []),
    async (_request, reply) =>
      answer(reply, async (): Promise<CometStatus> => {
        const chain = await chainId(app.db);
        const range = await blockRange(app.db);
        const latest = range?.latest;
        const earliest = range?.earliest;
        return {
          node_info: {
            protocol_version: { p2p: '8', block: '11', app: '1' },
            id: nodeId(chain),
            listen_addr: '',
            network: chain,
            version: '0.38.0',
            channels: '',
            moniker: 'trading-network-data-node',
            other: { tx_index: 'on', rpc_address: '' },
          },
          sync_info: {
            latest_block_hash: latest?.hash.toUpperCase() ?? '',
            latest_app_hash: '',
            latest_block_height: latest?.height ?? '0',
            latest_block_time: latest ? rfc3339Nano(latest.timeNs) : rfc3339Nano(0n),
            earliest_block_hash: earliest?.hash.toUpperCase() ?? '',
            earliest_app_hash: '',
            earliest_block_height: earliest?.height ?? '0',
            earliest_block_time: earliest ? rfc3339Nano(earliest.timeNs) : rfc3339Nano(0n),
            catching_up: false,
          },
          // A data node is not a validator: no key, no power.
          validator_info: {
            address: '',
            pub_key: { type: 'tendermint/PubKeyEd25519', value: '' },
            voting_power: '0',
          },
        };
      }),
  );

  app.get<{ Querystring: RawQuery }>(
    routeUrl(cometBlockchain.path),
    cometDoc(cometBlockchain, 'Block metas, newest first, at most 20', []),
    async (request, reply) =>
      answer(reply, async (): Promise<CometBlockchain> => {
        const query = request.query;
        let min = int64Param(query, 'minHeight') ?? 0n;
        let max = int64Param(query, 'maxHeight') ?? 0n;
        const range = await blockRange(app.db);
        const height = range ? BigInt(range.latest.height) : 0n;
        const base = range ? BigInt(range.earliest.height) : 0n;
        // CometBFT's filterMinMax: defaults, clamp to [base, height], then the 20 highest.
        if (min < 0n || max < 0n) throw rangeError(400, 'heights must be non-negative');
        if (min === 0n) min = 1n;
        if (max === 0n) max = height;
        if (max > height) max = height;
        if (min < base) min = base;
        const lowest = max - BigInt(COMET_BLOCKCHAIN_LIMIT) + 1n;
        if (min < lowest) min = lowest;
        if (min > max)
          throw rangeError(400, `min height ${min} can't be greater than max height ${max}`);
        const chain = await chainId(app.db);
        const blocks = await blocksBetween(app.db, min, max);
        return { last_height: height.toString(), block_metas: blocks.map((b) => meta(b, chain)) };
      }),
  );

  app.get<{ Querystring: RawQuery }>(
    routeUrl(cometBlock.path),
    cometDoc(cometBlock, 'A block with its transactions', [404]),
    async (request, reply) =>
      answer(reply, async (): Promise<CometBlock> => {
        const query = request.query;
        const asked = int64Param(query, 'height');
        const range = await blockRange(app.db);
        if (!range) throw rangeError(404, 'no blocks yet');
        const latest = BigInt(range.latest.height);
        const base = BigInt(range.earliest.height);
        // CometBFT's getHeight: no height = the latest; then its three refusals, in its words.
        const height = asked ?? latest;
        if (height <= 0n) throw rangeError(400, `height must be greater than 0, but got ${height}`);
        if (height > latest)
          throw rangeError(
            404,
            `height ${height} must be less than or equal to the current blockchain height ${latest}`,
          );
        if (height < base)
          throw rangeError(404, `height ${height} is not available, lowest height is ${base}`);
        const [block] = await blocksBetween(app.db, height, height);
        if (!block) throw rangeError(404, `height ${height} is not available`);
        const chain = await chainId(app.db);
        const records = await blockTransactionRecords(app.db, height);
        return {
          block_id: blockId(block.hash),
          block: {
            header: header(block, chain),
            data: { txs: records.map((r) => Buffer.from(r, 'utf8').toString('base64')) },
            evidence: { evidence: [] },
            last_commit: {
              height: (height - 1n).toString(),
              round: 0,
              block_id: blockId(block.parentHash),
              signatures: [],
            },
          },
        };
      }),
  );
}
