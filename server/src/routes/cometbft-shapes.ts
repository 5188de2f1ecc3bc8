import { createHash } from 'node:crypto';
import {
  COMET_BLOCKCHAIN_LIMIT,
  type CometBlock,
  type CometBlockMeta,
  type CometHeader,
  type CometStatus,
} from '#contract/cometbft.ts';
import type { BlockRow } from '../store/blocks.ts';
import { rangeError } from './cometbft-rpc.ts';

/*
 * CometBFT v0.38's answers made from stored blocks, and its rules for which heights a request
 * names: pure functions of what the store read, so the routes (cometbft.ts) only read and call.
 */

/** The lowest and highest stored blocks (blockRange), undefined before the first. */
export type StoredRange = { earliest: BlockRow; latest: BlockRow } | undefined;

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

export const blockMeta = (block: BlockRow, chain: string): CometBlockMeta => ({
  block_id: blockId(block.hash),
  block_size: block.size.toString(),
  header: header(block, chain),
  num_txs: block.txCount.toString(),
});

/** The node's id as CometBFT prints one (40 hex): derived from the chain, stable. */
const nodeId = (chain: string) =>
  createHash('sha256').update(`data-node:${chain}`).digest('hex').slice(0, 40);

/** `status`: this data node and the stored range of blocks. */
export function cometStatus(chain: string, range: StoredRange): CometStatus {
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
}

/**
 * `blockchain`'s heights, CometBFT's filterMinMax: 0 = the default (1 and the latest), clamped
 * to the stored range, then only the COMET_BLOCKCHAIN_LIMIT highest. Throws its refusals.
 */
export function blockchainWindow(
  asked: { min: bigint | undefined; max: bigint | undefined },
  range: StoredRange,
): { min: bigint; max: bigint; height: bigint } {
  let min = asked.min ?? 0n;
  let max = asked.max ?? 0n;
  const height = range ? BigInt(range.latest.height) : 0n;
  const base = range ? BigInt(range.earliest.height) : 0n;
  if (min < 0n || max < 0n) throw rangeError(400, 'heights must be non-negative');
  if (min === 0n) min = 1n;
  if (max === 0n) max = height;
  if (max > height) max = height;
  if (min < base) min = base;
  const lowest = max - BigInt(COMET_BLOCKCHAIN_LIMIT) + 1n;
  if (min < lowest) min = lowest;
  if (min > max) throw rangeError(400, `min height ${min} can't be greater than max height ${max}`);
  return { min, max, height };
}

/**
 * `block`'s height, CometBFT's getHeight: none = the latest; then its three refusals, in its
 * words (404 for a height the store does not hold, 400 for one no block can have).
 */
export function blockHeight(asked: bigint | undefined, range: StoredRange): bigint {
  if (!range) throw rangeError(404, 'no blocks yet');
  const latest = BigInt(range.latest.height);
  const base = BigInt(range.earliest.height);
  const height = asked ?? latest;
  if (height <= 0n) throw rangeError(400, `height must be greater than 0, but got ${height}`);
  if (height > latest)
    throw rangeError(
      404,
      `height ${height} must be less than or equal to the current blockchain height ${latest}`,
    );
  if (height < base)
    throw rangeError(404, `height ${height} is not available, lowest height is ${base}`);
  return height;
}

/**
 * `block`: the header and the transactions. A transaction in `data.txs` is the base64 of its
 * block-explorer JSON record — our chain has no protobuf wire format.
 */
export function cometBlock(block: BlockRow, chain: string, records: string[]): CometBlock {
  return {
    block_id: blockId(block.hash),
    block: {
      header: header(block, chain),
      data: { txs: records.map((r) => Buffer.from(r, 'utf8').toString('base64')) },
      evidence: { evidence: [] },
      last_commit: {
        height: (BigInt(block.height) - 1n).toString(),
        round: 0,
        block_id: blockId(block.parentHash),
        signatures: [],
      },
    },
  };
}
