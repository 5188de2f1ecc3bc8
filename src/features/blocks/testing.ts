import type { CometBlockMeta } from '#contract/cometbft.ts';
import type { Node } from '#contract/node.ts';

/** Test-only: CometBFT answers as its RPC sends them. */
export const rpcBody = (result: unknown) => ({ jsonrpc: '2.0', id: -1, result });

export const rpcError = (data: string) => ({
  jsonrpc: '2.0',
  id: -1,
  error: { code: -32603, message: 'Internal error', data },
});

const HASH = (height: number) => height.toString(16).toUpperCase().padStart(64, '0');

/** Block `height`, made `2026-01-01T00:00:00Z` + (height − 1) s unless given a time. */
export function meta(
  height: number,
  options: { proposer?: string; txs?: number; time?: string } = {},
): CometBlockMeta {
  const time =
    options.time ??
    new Date(Date.UTC(2026, 0, 1, 0, 0, height - 1)).toISOString().replace('.000Z', 'Z');
  return {
    block_id: { hash: HASH(height), parts: { total: 1, hash: '' } },
    block_size: '100',
    header: {
      version: { block: '11', app: '1' },
      chain_id: 'test-chain',
      height: String(height),
      time,
      last_block_id: { hash: height > 1 ? HASH(height - 1) : '', parts: { total: 1, hash: '' } },
      last_commit_hash: '',
      data_hash: '',
      validators_hash: '',
      next_validators_hash: '',
      consensus_hash: '',
      app_hash: '',
      last_results_hash: '',
      evidence_hash: '',
      proposer_address: options.proposer ?? '',
    },
    num_txs: String(options.txs ?? 0),
  };
}

/** `/blockchain` over a chain of `latest` blocks, CometBFT's bounds (20 newest ≤ maxHeight). */
export function blockchain(url: URL, latest: number, make = (h: number) => meta(h)) {
  const maxAsked = Number(url.searchParams.get('maxHeight') ?? '0');
  const minAsked = Number(url.searchParams.get('minHeight') ?? '0');
  const max = Math.min(maxAsked || latest, latest);
  const min = Math.max(minAsked || 1, max - 19, 1);
  const metas = [];
  for (let h = max; h >= min; h--) metas.push(make(h));
  return rpcBody({ last_height: String(latest), block_metas: metas });
}

/** A consensus validator with nothing but its id, name and CometBFT key set. */
export const validatorNode = (id: string, name: string, tmPubKey: string): Node => ({
  id,
  name,
  tmPubKey,
  pubKey: '',
  ethereumAddress: '',
  infoUrl: '',
  location: '',
  stakedByOperator: '0',
  stakedByDelegates: '0',
  stakedTotal: '0',
  maxIntendedStake: '0',
  pendingStake: '0',
  epochData: { total: 0, offline: 0, online: 0 },
  status: 'NODE_STATUS_VALIDATOR',
  delegations: [],
  rewardScore: {
    rawValidatorScore: '0',
    performanceScore: '1',
    multisigScore: '1',
    validatorScore: '0',
    normalisedScore: '0',
    validatorStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
  },
  rankingScore: {
    stakeScore: '0',
    performanceScore: '1',
    previousStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    status: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    votingPower: 1,
    rankingScore: '0',
  },
  avatarUrl: '',
});
