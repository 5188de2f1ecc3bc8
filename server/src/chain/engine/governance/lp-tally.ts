import type { EnumName } from '#contract/define-enum.ts';
import type { ProposalError } from '#contract/enums.ts';
import { parseDecimal } from '../collateral/decimal.ts';
import { ratio } from './tally.ts';

export interface LpBallot {
  party: string;
  yes: boolean;
  /** The voter's virtual stake in the market when the vote closes (0 when it provides none). */
  stake: bigint;
}

export interface LpTallyResult {
  passed: boolean;
  reason?: EnumName<typeof ProposalError>;
  /** Each voter's equity-like share of the market (stake / the market's total), as a decimal. */
  weights: Map<string, string>;
}

/**
 * The liquidity providers' vote on a market update, as the network counts it when the token
 * holders' vote falls short of participation: each vote weighs the voter's equity-like share of
 * the market (virtual stake / total virtual stake of its live provisions). It passes when the
 * shares that voted reach `requiredParticipationLP` and the yes shares are strictly more than
 * `requiredMajorityLP` × the shares that voted (strict, as the token vote in tally.ts); a vote
 * no provider took part in is declined for participation even when the requirement is 0, as an
 * empty token vote is.
 */
export function lpTally(
  ballots: readonly LpBallot[],
  totalStake: bigint,
  requiredParticipation: string,
  requiredMajority: string,
): LpTallyResult {
  const counted = ballots.filter((b) => b.stake > 0n);
  const yes = counted.reduce((s, b) => (b.yes ? s + b.stake : s), 0n);
  const voted = counted.reduce((s, b) => s + b.stake, 0n);
  const p = parseDecimal(requiredParticipation);
  const m = parseDecimal(requiredMajority);
  const participationMet = voted > 0n && voted * p.den >= totalStake * p.num;
  const majorityMet = yes * m.den > voted * m.num;
  const weights = new Map(counted.map((b) => [b.party, ratio(b.stake, totalStake)]));
  if (participationMet && majorityMet) return { passed: true, weights };
  return {
    passed: false,
    reason: participationMet
      ? 'PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED'
      : 'PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED',
    weights,
  };
}
