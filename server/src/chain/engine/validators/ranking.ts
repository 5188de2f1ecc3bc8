import type { NetworkState } from '../state/network-state.ts';
import { tierName, type NodeState, type ValidatorTier } from './node-state.ts';
import { minimumValidatorStake, paramNumber } from './params.ts';
import { formatScore, ratio, votingPowers } from './scores.ts';

interface Ranked {
  node: NodeState;
  stakeScore: number;
  performance: number;
  score: number;
  eligible: boolean;
}

/** Ranking order: best first, ties by id (deterministic). */
const byRank = (a: Ranked, b: Ranked) => b.score - a.score || (a.node.id < b.node.id ? -1 : 1);

/**
 * One step between two adjacent tiers: fill a free seat with the best eligible candidate, or
 * swap the best candidate with the worst incumbent when it ranks higher (at most one move per
 * epoch and boundary, as the reference network paces its validator-set changes); shrink the
 * tier when it holds more than its maximum.
 */
function balanceTiers(
  ranked: Ranked[],
  tiers: Map<string, ValidatorTier>,
  upper: ValidatorTier,
  lower: ValidatorTier,
  max: number,
) {
  const members = ranked.filter((r) => tiers.get(r.node.id) === upper).sort(byRank);
  const candidates = ranked
    .filter((r) => tiers.get(r.node.id) === lower && r.eligible)
    .sort(byRank);
  for (const extra of members.slice(max)) tiers.set(extra.node.id, lower);
  const kept = members.slice(0, max);
  const best = candidates[0];
  if (!best) return;
  const worst = kept[kept.length - 1];
  if (kept.length < max) tiers.set(best.node.id, upper);
  else if (worst && best.score > worst.score) {
    tiers.set(best.node.id, upper);
    tiers.set(worst.node.id, lower);
  }
}

/**
 * End of epoch: rank every node for the next epoch (D8) and move nodes between the consensus
 * (tendermint), standby (ersatz) and pending tiers. Stake score = the node's share of all
 * stake for the next epoch; ranking score = stake score × performance, with
 * `network.validators.incumbentBonus` for nodes already in a validator tier. A node may move
 * up only with the minimum own stake and some performance. `move` false ranks only (the
 * genesis ranking of the first epoch).
 */
export function rankAndMoveTiers(
  state: NetworkState,
  performance: ReadonlyMap<string, number>,
  move = true,
): void {
  const v = state.validators;
  const nodes = [...v.nodes.values()];
  const stakes = new Map(nodes.map((n) => [n.id, v.stakeOf(n)]));
  const total = nodes.reduce((sum, n) => sum + (stakes.get(n.id)?.nextTotal ?? 0n), 0n);
  const bonus = paramNumber(state, 'network.validators.incumbentBonus', 0);
  const minOwn = minimumValidatorStake(state);
  const ranked: Ranked[] = nodes.map((node) => {
    const stake = stakes.get(node.id)!;
    const perf = performance.get(node.id) ?? 0;
    const stakeScore = ratio(stake.nextTotal, total);
    const incumbent = node.status !== 'pending' ? 1 + bonus : 1;
    return {
      node,
      stakeScore,
      performance: perf,
      score: stakeScore * perf * incumbent,
      eligible: stake.nextOperator >= minOwn && perf > 0,
    };
  });

  const tiers = new Map(nodes.map((n) => [n.id, n.status]));
  if (move) {
    const maxConsensus = Math.max(
      1,
      paramNumber(state, 'network.validators.tendermint.number', 30),
    );
    balanceTiers(ranked, tiers, 'tendermint', 'ersatz', maxConsensus);
    const consensusCount = [...tiers.values()].filter((t) => t === 'tendermint').length;
    const multiple = paramNumber(
      state,
      'network.validators.ersatz.multipleOfTendermintValidators',
      0.5,
    );
    balanceTiers(ranked, tiers, 'ersatz', 'pending', Math.floor(multiple * consensusCount));
  }

  const consensus = ranked.filter((r) => tiers.get(r.node.id) === 'tendermint');
  const powers = new Map(
    votingPowers(consensus.map((r) => r.score)).map((p, i) => [consensus[i]!.node.id, p]),
  );
  for (const r of ranked) {
    const next = tiers.get(r.node.id) ?? r.node.status;
    r.node.previousStatus = r.node.status;
    r.node.status = next;
    r.node.ranking = {
      stakeScore: formatScore(r.stakeScore),
      performanceScore: formatScore(r.performance),
      previousStatus: tierName(r.node.previousStatus),
      status: tierName(next),
      votingPower: powers.get(r.node.id) ?? 0,
      rankingScore: formatScore(r.score),
    };
  }
}
