import { feesInfrastructure, globalReward } from '../collateral/accounts.ts';
import { proRata } from '../collateral/decimal.ts';
import type { Share } from '../collateral/rewards.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { NodeEpochScore } from './reward-scores.ts';
import { paramBigint, paramNumber } from './params.ts';

/** Shares (doubles) become integer weights at this resolution. */
const WEIGHT_SCALE = 1e12;
const MILLION = 1_000_000n;

const fraction = (value: number) => BigInt(Math.round(value * 1e6));

/**
 * A node's part of a payout, split between its operator and its delegators (D8): delegators
 * get `reward.staking.delegation.delegatorShare` of the part their stake earned, pro rata to
 * what each delegated; the operator keeps the rest.
 */
export function splitNodePayout(
  state: NetworkState,
  nodeId: string,
  amount: bigint,
): Map<string, bigint> {
  const v = state.validators;
  const node = v.nodes.get(nodeId);
  const out = new Map<string, bigint>();
  if (!node || amount <= 0n) return out;
  const entries = v.delegations.forNode(nodeId).filter((e) => e.active > 0n);
  const total = entries.reduce((sum, e) => sum + e.active, 0n);
  const share = fraction(paramNumber(state, 'reward.staking.delegation.delegatorShare', 0.883));
  let left = amount;
  if (total > 0n)
    for (const e of entries) {
      if (e.party === node.operator) continue;
      const cut = (amount * e.active * share) / (total * MILLION);
      if (cut > 0n) out.set(e.party, (out.get(e.party) ?? 0n) + cut);
      left -= cut;
    }
  out.set(node.operator, (out.get(node.operator) ?? 0n) + left);
  return out;
}

/** `budget` over the nodes by their share, then over each node's operator and delegators. */
export function partyPayouts(
  state: NetworkState,
  scores: readonly NodeEpochScore[],
  shareOf: (s: NodeEpochScore) => number,
  budget: bigint,
): Map<string, bigint> {
  const weights = scores.map((s) => BigInt(Math.round(shareOf(s) * WEIGHT_SCALE)));
  const byNode = proRata(budget, weights);
  const byParty = new Map<string, bigint>();
  scores.forEach((s, i) => {
    for (const [party, amount] of splitNodePayout(state, s.node.id, byNode[i] ?? 0n))
      byParty.set(party, (byParty.get(party) ?? 0n) + amount);
  });
  return byParty;
}

const toShares = (amounts: Map<string, bigint>): Share[] =>
  [...amounts].filter(([, a]) => a > 0n).map(([party, weight]) => ({ party, weight }));

/** INFRASTRUCTURE_FEE_DISTRIBUTE: every asset's collected infrastructure fees to the validators. */
export function payInfrastructureFees(
  state: NetworkState,
  scores: readonly NodeEpochScore[],
): void {
  if (!scores.some((s) => s.infraShare > 0)) return;
  for (const asset of state.assetDecimals.keys()) {
    const balance = state.collateral.balance(feesInfrastructure(asset));
    if (balance === 0n) continue;
    const shares = toShares(partyPayouts(state, scores, (s) => s.infraShare, balance));
    // The shares are the exact amounts and sum to the balance, so pro rata pays them as is.
    if (shares.length > 0) state.collateral.distributeInfrastructureFees(asset, shares);
  }
}

/**
 * REWARD_PAYOUT of staking rewards from the global reward account of `reward.asset`: this
 * epoch pays `payoutFraction` of it, at most `maxPayoutPerEpoch`, and no party more than
 * `maxPayoutPerParticipant` (what is held back stays in the account for later epochs).
 */
export function payStakingRewards(state: NetworkState, scores: readonly NodeEpochScore[]): bigint {
  const asset = state.params.get('reward.asset') ?? '';
  if (!state.assetDecimals.has(asset)) return 0n;
  const pool = state.collateral.balance(globalReward(asset));
  let budget =
    (pool * fraction(paramNumber(state, 'reward.staking.delegation.payoutFraction', 0))) / MILLION;
  const maxEpoch = paramBigint(state, 'reward.staking.delegation.maxPayoutPerEpoch', 0n);
  if (maxEpoch > 0n && budget > maxEpoch) budget = maxEpoch;
  if (budget === 0n || !scores.some((s) => s.stakingShare > 0)) return 0n;
  const cap = paramBigint(state, 'reward.staking.delegation.maxPayoutPerParticipant', 0n);
  const amounts = partyPayouts(state, scores, (s) => s.stakingShare, budget);
  if (cap > 0n) for (const [party, a] of amounts) if (a > cap) amounts.set(party, cap);
  const shares = toShares(amounts);
  const total = shares.reduce((sum, s) => sum + s.weight, 0n);
  if (total > 0n) state.collateral.rewardPayout(asset, shares, total);
  return total;
}
