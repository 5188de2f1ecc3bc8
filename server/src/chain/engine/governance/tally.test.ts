import { describe, expect, it } from 'vitest';
import { ratio, tally } from './tally.ts';

const ballot = (party: string, yes: boolean, balance: bigint) => ({ party, yes, balance });

describe('tally', () => {
  // Supply 1000; A yes 60, B yes 20, C no 20: 100 voted = 10 % participation, 80 % yes.
  const votes = [ballot('A', true, 60n), ballot('B', true, 20n), ballot('C', false, 20n)];

  it('passes with participation and majority met, weighting each vote by its share', () => {
    const r = tally(votes, 1000n, '0.1', '0.66');
    expect(r.passed).toBe(true);
    expect(r.reason).toBeUndefined();
    expect([r.yesTotal, r.noTotal]).toEqual([80n, 20n]);
    expect(Object.fromEntries(r.weights)).toEqual({ A: '0.6', B: '0.2', C: '0.2' });
  });

  it('declines for participation when fewer tokens voted than required (100 < 110)', () => {
    const r = tally(votes, 1000n, '0.11', '0.66');
    expect(r.passed).toBe(false);
    expect(r.reason).toBe('PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED');
  });

  it('declines for majority when yes is not strictly above the required share', () => {
    const even = [ballot('A', true, 66n), ballot('C', false, 34n)];
    expect(tally(even, 1000n, '0.05', '0.66').reason).toBe(
      'PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED',
    );
    expect(tally(even, 1000n, '0.05', '0.65').passed).toBe(true);
  });

  it('drops the votes of parties holding no tokens any more', () => {
    const r = tally([...votes, ballot('D', false, 0n)], 1000n, '0.1', '0.66');
    expect(r.invalid).toEqual(['D']);
    expect(r.noTotal).toBe(20n);
    expect(r.passed).toBe(true);
  });

  it('declines an empty vote for participation', () => {
    expect(tally([], 1000n, '0.01', '0.5').reason).toBe(
      'PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED',
    );
  });

  it('writes weights as truncated decimals', () => {
    expect(ratio(1n, 3n)).toBe('0.3333333333333333');
    expect(ratio(3n, 3n)).toBe('1');
    expect(ratio(0n, 0n)).toBe('0');
  });
});
