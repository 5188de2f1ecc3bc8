import type { NetworkState } from '../state/network-state.ts';
import { tierName, type NodeState } from './node-state.ts';
import { minimumValidatorStake, paramNumber } from './params.ts';
import {
  formatScore,
  normalise,
  performanceScore,
  rawValidatorScore,
  type StakeScoreParams,
} from './scores.ts';

/** One node's scores for the epoch that ends, and its shares of what is paid out. */
export interface NodeEpochScore {
  readonly node: NodeState;
  readonly performance: number;
  /** Share of the staking rewards (consensus and standby validators). */
  readonly stakingShare: number;
  /** Share of the infrastructure fees (consensus validators only). */
  readonly infraShare: number;
}

export function stakeScoreParams(state: NetworkState): StakeScoreParams {
  return {
    minValidators: paramNumber(state, 'reward.staking.delegation.minValidators', 5),
    competitionLevel: paramNumber(state, 'reward.staking.delegation.competitionLevel', 1.1),
    optimalStakeMultiplier: paramNumber(
      state,
      'reward.staking.delegation.optimalStakeMultiplier',
      3,
    ),
  };
}

/** Heartbeat performance over the blocks the node spent in the epoch ending at `lastBlock`. */
export function epochPerformance(state: NetworkState, node: NodeState, lastBlock: bigint): number {
  const from =
    node.joinedHeight + 1n > state.validators.epoch.firstBlock
      ? node.joinedHeight + 1n
      : state.validators.epoch.firstBlock;
  const blocks = Number(lastBlock - from + 1n);
  return blocks > 0 ? performanceScore(node.heartbeats, blocks) : 0;
}

/**
 * Reward scores of the ending epoch (D8), stored on each node. Consensus and standby nodes
 * compete for one pool: raw score = anti-whaling share of their total stake (0 below the
 * minimum own stake); validator score = raw × performance × multisig (a consensus validator
 * not yet a signer of the bridge's multisig scores 0); standby scores are weighted by
 * `network.validators.ersatz.rewardFactor`; the normalised score is the share of the rewards.
 */
export function computeRewardScores(state: NetworkState, lastBlock: bigint): NodeEpochScore[] {
  const v = state.validators;
  const nodes = [...v.nodes.values()];
  const eligible = nodes.filter((n) => n.status !== 'pending');
  const stakes = new Map(nodes.map((n) => [n.id, v.stakeOf(n)]));
  const total = eligible.reduce((sum, n) => sum + (stakes.get(n.id)?.total ?? 0n), 0n);
  const params = stakeScoreParams(state);
  const minOwn = minimumValidatorStake(state);
  const ersatzFactor = paramNumber(state, 'network.validators.ersatz.rewardFactor', 0.5);

  const rows = nodes.map((node) => {
    const stake = stakes.get(node.id)!;
    const performance = epochPerformance(state, node, lastBlock);
    const pending = node.status === 'pending';
    const raw =
      pending || stake.operator < minOwn
        ? 0
        : rawValidatorScore(Number(stake.total), Number(total), eligible.length, params);
    const multisig = pending ? 0 : node.status === 'ersatz' || node.onMultisig ? 1 : 0;
    const score = raw * performance * multisig;
    const weight = score * (node.status === 'ersatz' ? ersatzFactor : 1);
    return { node, performance, raw, multisig, score, weight };
  });
  const staking = normalise(rows.map((r) => r.weight));
  const infra = normalise(rows.map((r) => (r.node.status === 'tendermint' ? r.score : 0)));

  return rows.map((r, i) => {
    r.node.reward = {
      rawValidatorScore: formatScore(r.raw),
      performanceScore: formatScore(r.performance),
      multisigScore: formatScore(r.multisig),
      validatorScore: formatScore(r.score),
      normalisedScore: formatScore(staking[i] ?? 0),
      validatorStatus: tierName(r.node.status),
    };
    return {
      node: r.node,
      performance: r.performance,
      stakingShare: staking[i] ?? 0,
      infraShare: infra[i] ?? 0,
    };
  });
}
