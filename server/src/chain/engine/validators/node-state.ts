import type { Node } from '#contract/node.ts';
import type { GenesisValidator } from '../genesis/validator-schema.ts';
import { VALIDATOR_STATUS_NAMES } from '../genesis/validator-schema.ts';

export type ValidatorTier = 'tendermint' | 'ersatz' | 'pending';
export type RankingScore = Node['rankingScore'];
export type RewardScore = Node['rewardScore'];

/** A key rotation waiting for its target block. */
export interface PendingRotation {
  readonly targetBlock: bigint;
  readonly value: string;
  readonly index: number;
}

/** A validator node as the network tracks it (identity, tier, this epoch's liveness). */
export interface NodeState {
  readonly id: string;
  /** The operator's current key (changes with key rotations). */
  pubKey: string;
  pubKeyIndex: number;
  /**
   * The party whose delegation to the node is its own stake (`stakedByOperator`): the key the
   * node joined with. A key rotation changes the signing key, not who owns the stake.
   */
  readonly operator: string;
  tmPubKey: string;
  ethereumAddress: string;
  readonly infoUrl: string;
  readonly avatarUrl: string;
  readonly location: string;
  readonly name: string;
  status: ValidatorTier;
  /** Tier in the previous epoch (promotions and demotions are told from it). */
  previousStatus: ValidatorTier;
  /** Whether its Ethereum key is a signer of the multisig bridge contract. */
  onMultisig: boolean;
  readonly joinedHeight: bigint;
  epochsTotal: number;
  epochsOnline: number;
  epochsOffline: number;
  /** Heartbeats accepted in the epoch in progress. */
  heartbeats: number;
  lastHeartbeat: bigint;
  /** The ranking that decided this epoch's tier, and the last computed reward score. */
  ranking: RankingScore;
  reward: RewardScore;
  keyRotation?: PendingRotation | undefined;
  ethereumRotation?: PendingRotation | undefined;
}

export const tierName = (tier: ValidatorTier) => VALIDATOR_STATUS_NAMES[tier];

/** Scores before anything was measured: the node counts fully, nothing is paid yet. */
export function initialScores(status: ValidatorTier): {
  ranking: RankingScore;
  reward: RewardScore;
} {
  return {
    ranking: {
      stakeScore: '0',
      performanceScore: '1',
      previousStatus: tierName(status),
      status: tierName(status),
      votingPower: 0,
      rankingScore: '0',
    },
    reward: {
      rawValidatorScore: '0',
      performanceScore: '1',
      multisigScore: status === 'pending' ? '0' : '1',
      validatorScore: '0',
      normalisedScore: '0',
      validatorStatus: tierName(status),
    },
  };
}

export interface NewNode {
  id: string;
  pubKey: string;
  tmPubKey: string;
  ethereumAddress: string;
  infoUrl: string;
  avatarUrl: string;
  location: string;
  name: string;
  status: ValidatorTier;
  pubKeyIndex?: number;
}

export function createNode(n: NewNode, joinedHeight: bigint, onMultisig: boolean): NodeState {
  return {
    id: n.id,
    pubKey: n.pubKey,
    tmPubKey: n.tmPubKey,
    ethereumAddress: n.ethereumAddress,
    infoUrl: n.infoUrl,
    avatarUrl: n.avatarUrl,
    location: n.location,
    name: n.name,
    status: n.status,
    pubKeyIndex: n.pubKeyIndex ?? 1,
    operator: n.pubKey,
    previousStatus: n.status,
    onMultisig,
    joinedHeight,
    epochsTotal: 0,
    epochsOnline: 0,
    epochsOffline: 0,
    heartbeats: 0,
    lastHeartbeat: 0n,
    ...initialScores(n.status),
  };
}

/**
 * Genesis validators. The multisig contract was deployed with the consensus validators as
 * signers, except the last one: it joined the consensus set at genesis and still has to ask
 * for its signer to be added (so the multisig flow shows up in the first blocks).
 */
export function genesisNodes(validators: readonly GenesisValidator[]): NodeState[] {
  const consensus = validators.filter((v) => v.status === 'tendermint');
  const lateSigner = consensus[consensus.length - 1]?.id;
  return validators.map((v) => createNode(v, 0n, v.status === 'tendermint' && v.id !== lateSigner));
}
