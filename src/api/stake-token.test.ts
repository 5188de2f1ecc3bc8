import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './stake-token.ts';

const VOTE = { symbol: 'VOTE', decimals: 18 };

describe('formatTokenAmount', () => {
  it('writes whole tokens with the symbol, grouped, trailing zeros trimmed', () => {
    // 12,300 tokens of 18 decimals: 123 followed by 20 zeros base units.
    expect(formatTokenAmount(`123${'0'.repeat(20)}`, VOTE)).toBe('12,300 VOTE');
    // 1.5 tokens, given as a bigint (tallies sum in bigint).
    expect(formatTokenAmount(15n * 10n ** 17n, VOTE)).toBe('1.5 VOTE');
  });

  it('keeps at most four decimals, rounding half up', () => {
    // 0.123456 tokens → 0.1235; 0.12344 → 0.1234.
    expect(formatTokenAmount(`123456${'0'.repeat(12)}`, VOTE)).toBe('0.1235 VOTE');
    expect(formatTokenAmount(`12344${'0'.repeat(13)}`, VOTE)).toBe('0.1234 VOTE');
  });

  it('shows the raw base units, marked, while the token is unknown', () => {
    expect(formatTokenAmount('5000', undefined)).toBe('5000 (raw)');
    expect(formatTokenAmount(7n, undefined)).toBe('7 (raw)');
  });
});
