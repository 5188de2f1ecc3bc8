import type { EnumName } from '#contract/define-enum.ts';
import type { ProposalError } from '#contract/enums.ts';
import { parseDecimal } from '../collateral/decimal.ts';

export interface Ballot {
  party: string;
  yes: boolean;
  /** The voter's associated governance tokens when the vote closes. */
  balance: bigint;
}

export interface TallyResult {
  passed: boolean;
  /** Why a declined proposal failed. */
  reason?: EnumName<typeof ProposalError>;
  yesTotal: bigint;
  noTotal: bigint;
  /** Each counted voter's balance / all counted votes, as a decimal string. */
  weights: Map<string, string>;
  /** Parties whose vote does not count: they hold no tokens any more. */
  invalid: string[];
}

const WEIGHT_DIGITS = 16;

/** balance / total as a decimal string with up to 16 fractional digits (truncated). */
export function ratio(part: bigint, total: bigint): string {
  if (total === 0n) return '0';
  const scaled = (part * 10n ** BigInt(WEIGHT_DIGITS)) / total;
  const int = scaled / 10n ** BigInt(WEIGHT_DIGITS);
  const frac = (scaled % 10n ** BigInt(WEIGHT_DIGITS))
    .toString()
    .padStart(WEIGHT_DIGITS, '0')
    .replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int.toString();
}

/**
 * The vote at closing time, as the network counts it: one (latest) vote per party weighted by
 * its associated tokens; votes of parties holding nothing are dropped. The proposal passes when
 * the votes cast reach `requiredParticipation` × total supply and the yes votes are strictly
 * more than `requiredMajority` × the votes cast; else it is declined, for participation when
 * that is short, otherwise for majority.
 */
export function tally(
  ballots: readonly Ballot[],
  totalSupply: bigint,
  requiredParticipation: string,
  requiredMajority: string,
): TallyResult {
  const counted = ballots.filter((b) => b.balance > 0n);
  const invalid = ballots.filter((b) => b.balance === 0n).map((b) => b.party);
  const yesTotal = counted.reduce((s, b) => (b.yes ? s + b.balance : s), 0n);
  const noTotal = counted.reduce((s, b) => (b.yes ? s : s + b.balance), 0n);
  const votes = yesTotal + noTotal;
  const p = parseDecimal(requiredParticipation);
  const m = parseDecimal(requiredMajority);
  const participationMet = votes * p.den >= totalSupply * p.num;
  const majorityMet = yesTotal * m.den > votes * m.num;
  const weights = new Map(counted.map((b) => [b.party, ratio(b.balance, votes)]));
  const result: TallyResult = {
    passed: participationMet && majorityMet,
    yesTotal,
    noTotal,
    weights,
    invalid,
  };
  if (!result.passed) {
    result.reason = participationMet
      ? 'PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED'
      : 'PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED';
  }
  return result;
}
