import { describe, expect, it } from 'vitest';
import { lpTally } from './lp-tally.ts';

const ballot = (party: string, yes: boolean, stake: bigint) => ({ party, yes, stake });

describe('lpTally (liquidity providers deciding a market update)', () => {
  // The market's providers hold 1000 of virtual stake; D (100) does not vote.
  // A yes 600, B yes 100, C no 200: 900 voted = 90 % participation, yes 700 / 900 ≈ 77.8 %.
  const votes = [ballot('A', true, 600n), ballot('B', true, 100n), ballot('C', false, 200n)];

  it('passes on participation and majority of equity-like share, weighting each vote by it', () => {
    const r = lpTally(votes, 1000n, '0.05', '0.66');
    expect(r.passed).toBe(true);
    expect(r.reason).toBeUndefined();
    expect(Object.fromEntries(r.weights)).toEqual({ A: '0.6', B: '0.1', C: '0.2' });
  });

  it('declines for participation when the shares that voted are short (0.9 < 0.95)', () => {
    const r = lpTally(votes, 1000n, '0.95', '0.66');
    expect(r.passed).toBe(false);
    expect(r.reason).toBe('PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED');
  });

  it('declines for majority unless yes is strictly above the required share of the votes', () => {
    // Yes 660 of 1000 voted: exactly 0.66 is not enough, 0.65 is.
    const even = [ballot('A', true, 660n), ballot('C', false, 340n)];
    const r = lpTally(even, 1000n, '0.05', '0.66');
    expect(r.reason).toBe('PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED');
    expect(lpTally(even, 1000n, '0.05', '0.65').passed).toBe(true);
    // 700 of 900 voted is 77.8 %: under a 0.8 majority.
    expect(lpTally(votes, 1000n, '0.05', '0.8').reason).toBe(
      'PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED',
    );
  });

  it('ignores voters providing nothing, and declines a vote no provider took part in', () => {
    const r = lpTally([...votes, ballot('T', false, 0n)], 1000n, '0.05', '0.66');
    expect(r.weights.has('T')).toBe(false);
    expect(r.passed).toBe(true);
    const none = lpTally([ballot('T', true, 0n)], 1000n, '0', '0.5');
    expect(none.passed).toBe(false);
    expect(none.reason).toBe('PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED');
  });

  it('writes shares that do not divide evenly as truncated decimals', () => {
    const r = lpTally([ballot('A', true, 1n), ballot('B', true, 2n)], 3n, '0.05', '0.66');
    expect(Object.fromEntries(r.weights)).toEqual({
      A: '0.3333333333333333',
      B: '0.6666666666666666',
    });
  });
});
