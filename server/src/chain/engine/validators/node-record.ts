import type { Delegation, Epoch, Node } from '#contract/node.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { NodeState } from './node-state.ts';
import { paramNumber } from './params.ts';
import { optimalStake } from './scores.ts';

/**
 * The most stake a node usefully attracts: the optimal stake of the reward formula (beyond it
 * the stake earns nothing more), over the consensus and standby sets of the epoch in progress.
 */
export function maxIntendedStake(state: NetworkState): bigint {
  const v = state.validators;
  const eligible = [...v.nodes.values()].filter((n) => n.status !== 'pending');
  const total = eligible.reduce((sum, n) => sum + v.stakeOf(n).total, 0n);
  const optimal = optimalStake(Number(total), eligible.length, {
    minValidators: paramNumber(state, 'reward.staking.delegation.minValidators', 5),
    competitionLevel: paramNumber(state, 'reward.staking.delegation.competitionLevel', 1.1),
    optimalStakeMultiplier: paramNumber(
      state,
      'reward.staking.delegation.optimalStakeMultiplier',
      3,
    ),
  });
  return BigInt(Math.floor(optimal));
}

/** Delegations in effect in the epoch in progress (optionally to one node). */
export function activeDelegations(state: NetworkState, nodeId?: string): Delegation[] {
  const v = state.validators;
  const entries = nodeId === undefined ? v.delegations.all() : v.delegations.forNode(nodeId);
  return entries
    .filter((e) => e.active > 0n)
    .map((e) => ({
      party: e.party,
      nodeId: e.node,
      amount: e.active.toString(),
      epochSeq: v.epoch.seq.toString(),
    }));
}

/**
 * A node as of the epoch in progress (spec §2.4). `pendingStake` is the stake it gains at the
 * next epoch start; the reference's data node reports next minus current, which can be negative,
 * while the field is unsigned: a node losing stake shows 0.
 */
export function toNodeRecord(state: NetworkState, node: NodeState, maxIntended: bigint): Node {
  const stake = state.validators.stakeOf(node);
  const pending = stake.nextTotal - stake.total;
  return {
    id: node.id,
    pubKey: node.pubKey,
    tmPubKey: node.tmPubKey,
    ethereumAddress: node.ethereumAddress,
    infoUrl: node.infoUrl,
    location: node.location,
    stakedByOperator: stake.operator.toString(),
    stakedByDelegates: stake.delegates.toString(),
    stakedTotal: stake.total.toString(),
    maxIntendedStake: maxIntended.toString(),
    pendingStake: (pending > 0n ? pending : 0n).toString(),
    epochData: { total: node.epochsTotal, offline: node.epochsOffline, online: node.epochsOnline },
    status: node.status === 'tendermint' ? 'NODE_STATUS_VALIDATOR' : 'NODE_STATUS_NON_VALIDATOR',
    delegations: activeDelegations(state, node.id),
    rewardScore: { ...node.reward },
    rankingScore: { ...node.ranking },
    name: node.name,
    avatarUrl: node.avatarUrl,
  };
}

export function nodeRecords(state: NetworkState, ids?: Iterable<string>): Node[] {
  const v = state.validators;
  const maxIntended = maxIntendedStake(state);
  const nodes = ids === undefined ? [...v.nodes.values()] : [...ids].map((id) => v.nodes.get(id));
  return nodes.flatMap((n) => (n ? [toNodeRecord(state, n, maxIntended)] : []));
}

/**
 * The epoch just ended, with its nodes and delegations as they finished it; without `end`,
 * the epoch starting (endTime and lastBlock 0, and no nodes or delegations: they change while
 * it runs, so the data node reads them from the node and delegation rows until it ends).
 */
export function toEpochRecord(state: NetworkState, end?: { time: bigint; block: bigint }): Epoch {
  const e = state.validators.epoch;
  return {
    seq: e.seq.toString(),
    timestamps: {
      startTime: e.startTime.toString(),
      expiryTime: e.expiryTime.toString(),
      endTime: (end?.time ?? 0n).toString(),
      firstBlock: e.firstBlock.toString(),
      lastBlock: (end?.block ?? 0n).toString(),
    },
    validators: end ? nodeRecords(state) : [],
    delegations: end ? activeDelegations(state) : [],
  };
}
