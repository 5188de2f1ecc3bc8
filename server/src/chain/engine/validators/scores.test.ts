import { describe, expect, it } from 'vitest';
import {
  formatScore,
  normalise,
  optimalStake,
  performanceScore,
  rawValidatorScore,
  votingPowers,
} from './scores.ts';

const params = { minValidators: 5, competitionLevel: 1.1, optimalStakeMultiplier: 3 };

describe('validator scores', () => {
  it('optimal stake: total / max(minValidators, n / competition)', () => {
    expect(optimalStake(20_000, 2, params)).toBe(4_000); // max(5, 1.8) = 5
    expect(optimalStake(110_000, 11, params)).toBeCloseTo(11_000, 9); // max(5, 10) = 10
  });

  it('raw score: share of the total up to the optimal stake, less the stake beyond 3×', () => {
    // Two validators of 10 000 each: optimal 4 000, so each counts 4 000 / 20 000.
    expect(rawValidatorScore(10_000, 20_000, 2, params)).toBeCloseTo(0.2, 12);
    // 5 000 of 100 000 among 10: optimal 11 000, no penalty.
    expect(rawValidatorScore(5_000, 100_000, 10, params)).toBeCloseTo(0.05, 12);
    // 40 000 of 100 000 among 10: (11 000 − (40 000 − 33 000)) / 100 000.
    expect(rawValidatorScore(40_000, 100_000, 10, params)).toBeCloseTo(0.04, 12);
    // A whale far beyond 3× the optimum scores nothing.
    expect(rawValidatorScore(50_000, 100_000, 10, params)).toBe(0);
    expect(rawValidatorScore(0, 100_000, 10, params)).toBe(0);
  });

  it('performance: heartbeats over one per 10 blocks, capped at 1', () => {
    expect(performanceScore(29, 301)).toBeCloseTo(29 / 30, 12);
    expect(performanceScore(31, 301)).toBe(1);
    expect(performanceScore(0, 5)).toBe(0);
    expect(performanceScore(1, 5)).toBe(1);
  });

  it('normalises and shares out 10 000 voting power (at least 1 each)', () => {
    expect(normalise([1, 3])).toEqual([0.25, 0.75]);
    expect(normalise([0, 0])).toEqual([0, 0]);
    expect(votingPowers([1, 3])).toEqual([2500, 7500]);
    expect(votingPowers([0, 0])).toEqual([5000, 5000]);
    expect(votingPowers([0, 1])).toEqual([1, 10000]);
  });

  it('formats scores as decimal strings', () => {
    expect(formatScore(0)).toBe('0');
    expect(formatScore(1)).toBe('1');
    expect(formatScore(0.1)).toBe('0.1');
    expect(formatScore(1 / 3)).toBe('0.3333333333333333');
    expect(formatScore(Number.NaN)).toBe('0');
  });
});
