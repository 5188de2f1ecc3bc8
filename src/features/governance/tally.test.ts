import { describe, expect, it } from 'vitest';
import { formatPercent, parseDecimalFraction, tallyVotes } from './tally.ts';

const TOKEN = 10n ** 18n;
const vote = (
  partyId: string,
  value: 'VALUE_YES' | 'VALUE_NO',
  tokens: bigint,
  timestamp = '1',
) => ({
  partyId,
  value,
  timestamp,
  totalGovernanceTokenBalance: tokens.toString(),
});

describe('parseDecimalFraction', () => {
  it('reads decimals and exponents exactly', () => {
    expect(parseDecimalFraction('0.66')).toEqual({ num: 66n, den: 100n });
    expect(parseDecimalFraction('1')).toEqual({ num: 1n, den: 1n });
    expect(parseDecimalFraction('1e-5')).toEqual({ num: 1n, den: 100000n });
    expect(parseDecimalFraction('2.5E2')).toEqual({ num: 250n, den: 1n });
    expect(parseDecimalFraction('-0.5')).toBeUndefined();
    expect(parseDecimalFraction('abc')).toBeUndefined();
  });
});

describe('formatPercent', () => {
  it('rounds half up and trims zeros', () => {
    expect(formatPercent({ num: 2n, den: 3n })).toBe('66.67%');
    expect(formatPercent({ num: 66n, den: 100n })).toBe('66%');
    expect(formatPercent({ num: 1n, den: 100000n }, 4)).toBe('0.001%');
  });
});

describe('tallyVotes', () => {
  it('sums token weights exactly, beyond 2^53', () => {
    const tally = tallyVotes({
      votes: [vote('a', 'VALUE_YES', 9_007_199_254_740_993n * TOKEN), vote('b', 'VALUE_NO', 1n)],
      requiredMajority: '0.66',
      requiredParticipation: '0.00001',
    });
    expect(tally.yesTokens).toBe(9_007_199_254_740_993n * TOKEN);
    expect(tally.votedTokens).toBe(9_007_199_254_740_993n * TOKEN + 1n);
    expect(tally.yesVoters).toBe(1);
    expect(tally.noVoters).toBe(1);
    expect(tally.majorityMet).toBe(true);
  });

  it('needs strictly more than the required majority', () => {
    const exactly = tallyVotes({
      votes: [vote('a', 'VALUE_YES', 66n), vote('b', 'VALUE_NO', 34n)],
      requiredMajority: '0.66',
      requiredParticipation: '0',
    });
    expect(exactly.majorityMet).toBe(false);
    const above = tallyVotes({
      votes: [vote('a', 'VALUE_YES', 67n), vote('b', 'VALUE_NO', 33n)],
      requiredMajority: '0.66',
      requiredParticipation: '0',
    });
    expect(above.majorityMet).toBe(true);
    expect(above.yesShare).toEqual({ num: 67n, den: 100n });
  });

  it('counts only the latest vote of each party', () => {
    const tally = tallyVotes({
      votes: [
        vote('a', 'VALUE_YES', 10n, '5'),
        vote('a', 'VALUE_NO', 10n, '9'),
        vote('a', 'VALUE_YES', 10n, '7'),
      ],
      requiredMajority: '0.5',
      requiredParticipation: '0',
    });
    expect(tally.yesTokens).toBe(0n);
    expect(tally.noTokens).toBe(10n);
  });

  it('checks participation (at least the required share) only when the supply is known', () => {
    const input = {
      votes: [vote('a', 'VALUE_YES', 9n)],
      requiredMajority: '0.5',
      requiredParticipation: '0.09',
    };
    expect(tallyVotes(input).participationMet).toBeUndefined();
    expect(tallyVotes({ ...input, totalSupply: '100' }).participationMet).toBe(true);
    expect(tallyVotes({ ...input, totalSupply: '101' }).participationMet).toBe(false);
  });

  it('reports no majority before anyone votes', () => {
    const tally = tallyVotes({
      votes: [],
      requiredMajority: '0.66',
      requiredParticipation: '0.01',
    });
    expect(tally.yesShare).toBeUndefined();
    expect(tally.majorityMet).toBe(false);
  });
});
