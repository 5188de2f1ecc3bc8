/**
 * The validator scores of the reference network (D8), as pure functions. Scores are doubles:
 * IEEE arithmetic is the same everywhere, so they are as deterministic as integers here.
 */

/** Blocks between two heartbeats a validator is expected to send. */
export const HEARTBEAT_INTERVAL_BLOCKS = 10;

/** Total Tendermint voting power shared out among the consensus validators. */
export const TOTAL_VOTING_POWER = 10_000;

export interface StakeScoreParams {
  /** `reward.staking.delegation.minValidators` */
  minValidators: number;
  /** `reward.staking.delegation.competitionLevel` */
  competitionLevel: number;
  /** `reward.staking.delegation.optimalStakeMultiplier` */
  optimalStakeMultiplier: number;
}

/** The stake at which a validator stops earning more: total / max(minValidators, n / competition). */
export function optimalStake(total: number, validators: number, p: StakeScoreParams): number {
  const a = Math.max(p.minValidators, validators / p.competitionLevel);
  return a > 0 ? total / a : 0;
}

/**
 * Anti-whaling stake score: the share of the total stake, counted up to the optimal stake, and
 * reduced again by whatever lies beyond `optimalStakeMultiplier` × the optimal stake.
 */
export function rawValidatorScore(
  stake: number,
  total: number,
  validators: number,
  p: StakeScoreParams,
): number {
  if (total <= 0 || stake <= 0) return 0;
  const optimal = optimalStake(total, validators, p);
  const flatPenalty = Math.max(0, stake - optimal);
  const downPenalty = Math.max(0, stake - p.optimalStakeMultiplier * optimal);
  const score = (stake - flatPenalty - downPenalty) / total;
  return Math.min(1, Math.max(0, score));
}

/**
 * Share of the expected heartbeats that arrived: one is due every HEARTBEAT_INTERVAL_BLOCKS
 * blocks the node spent in the epoch (at least one).
 */
export function performanceScore(heartbeats: number, blocksInEpoch: number): number {
  const expected = Math.max(1, Math.floor(blocksInEpoch / HEARTBEAT_INTERVAL_BLOCKS));
  return Math.min(1, heartbeats / expected);
}

/** Each value's share of the sum (all zero when the sum is zero). */
export function normalise(values: readonly number[]): number[] {
  const sum = values.reduce((a, v) => a + v, 0);
  return values.map((v) => (sum > 0 ? v / sum : 0));
}

/**
 * Tendermint voting power: TOTAL_VOTING_POWER shared by ranking score, at least 1 each
 * (a consensus validator with no power would leave the set); equal when every score is zero.
 */
export function votingPowers(scores: readonly number[]): number[] {
  const shares = normalise(scores);
  const equal = scores.length > 0 && shares.every((s) => s === 0);
  return shares.map((s) =>
    Math.max(1, Math.round((equal ? 1 / scores.length : s) * TOTAL_VOTING_POWER)),
  );
}

/** A score as the API's decimal string: at most 16 decimals, no trailing zeros. */
export function formatScore(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const fixed = value.toFixed(16).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/** Ratio of two token amounts as a double (precise enough for shares of a total). */
export const ratio = (a: bigint, b: bigint): number => (b > 0n ? Number(a) / Number(b) : 0);
