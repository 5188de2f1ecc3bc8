import type { Vote } from '#contract/vote.ts';

/** An exact non-negative rational. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const DECIMAL_RE = /^(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d{1,4}))?$/;

/** "0.66", "1", "1e-5" → an exact fraction; undefined for anything else (negative included). */
export function parseDecimalFraction(text: string): Fraction | undefined {
  const match = DECIMAL_RE.exec(typeof text === 'string' ? text.trim() : '');
  if (!match) return undefined;
  const [, int = '0', frac = '', exp = '0'] = match;
  const shift = Number(exp) - frac.length;
  const digits = BigInt(int + frac);
  return shift >= 0
    ? { num: digits * 10n ** BigInt(shift), den: 1n }
    : { num: digits, den: 10n ** BigInt(-shift) };
}

/** "66.67%": the fraction as a percentage, rounded half up to `digits` decimals. */
export function formatPercent(value: Fraction, digits = 2): string {
  if (value.den === 0n) return '—';
  const scale = 10n ** BigInt(digits);
  const scaled = (value.num * 100n * scale * 2n + value.den) / (value.den * 2n);
  const frac = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return `${scaled / scale}${frac ? `.${frac}` : ''}%`;
}

type CountedVote = Pick<Vote, 'partyId' | 'value' | 'timestamp' | 'totalGovernanceTokenBalance'>;

export interface TallyInput {
  votes: readonly CountedVote[];
  requiredMajority: string;
  requiredParticipation: string;
  /** Tokens that could vote (the participation denominator); undefined when not known. */
  totalSupply?: string | undefined;
}

export interface Tally {
  yesTokens: bigint;
  noTokens: bigint;
  votedTokens: bigint;
  yesVoters: number;
  noVoters: number;
  /** yes / (yes + no); undefined before anyone with tokens voted. */
  yesShare: Fraction | undefined;
  majorityRequired: Fraction | undefined;
  /** Yes must be strictly more than the required share of the tokens voted (as the network counts). */
  majorityMet: boolean | undefined;
  participationRequired: Fraction | undefined;
  /** votedTokens / totalSupply, when the supply is known. */
  participation: Fraction | undefined;
  participationMet: boolean | undefined;
}

/**
 * The vote count of one proposal, exact: one vote per party (its latest), weighted by the
 * governance tokens it holds (`totalGovernanceTokenBalance`, integer base units). Thresholds
 * are the proposal's own `requiredMajority` / `requiredParticipation`.
 */
export function tallyVotes({
  votes,
  requiredMajority,
  requiredParticipation,
  totalSupply,
}: TallyInput): Tally {
  const latest = new Map<string, CountedVote>();
  for (const vote of votes) {
    const seen = latest.get(vote.partyId);
    if (!seen || BigInt(vote.timestamp) >= BigInt(seen.timestamp)) latest.set(vote.partyId, vote);
  }
  let yesTokens = 0n;
  let noTokens = 0n;
  let yesVoters = 0;
  let noVoters = 0;
  for (const vote of latest.values()) {
    const tokens = /^\d+$/.test(vote.totalGovernanceTokenBalance)
      ? BigInt(vote.totalGovernanceTokenBalance)
      : 0n;
    if (vote.value === 'VALUE_YES') {
      yesTokens += tokens;
      yesVoters += 1;
    } else if (vote.value === 'VALUE_NO') {
      noTokens += tokens;
      noVoters += 1;
    }
  }
  const votedTokens = yesTokens + noTokens;
  const majorityRequired = parseDecimalFraction(requiredMajority);
  const participationRequired = parseDecimalFraction(requiredParticipation);
  const supply =
    totalSupply !== undefined && /^\d+$/.test(totalSupply) ? BigInt(totalSupply) : undefined;
  const participation = supply ? { num: votedTokens, den: supply } : undefined;
  return {
    yesTokens,
    noTokens,
    votedTokens,
    yesVoters,
    noVoters,
    yesShare: votedTokens > 0n ? { num: yesTokens, den: votedTokens } : undefined,
    majorityRequired,
    majorityMet: majorityRequired
      ? yesTokens * majorityRequired.den > votedTokens * majorityRequired.num
      : undefined,
    participationRequired,
    participation,
    participationMet:
      participation && participationRequired
        ? votedTokens * participationRequired.den >= participation.den * participationRequired.num
        : undefined,
  };
}
