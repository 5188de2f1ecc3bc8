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

  it('keeps at most six decimals (the display rule), rounding half up', () => {
    // 0.1234565 tokens → 0.123457; 0.1234564 → 0.123456; 41.114852384437286178 → 41.114852.
    expect(formatTokenAmount(`1234565${'0'.repeat(11)}`, VOTE)).toBe('0.123457 VOTE');
    expect(formatTokenAmount(`1234564${'0'.repeat(11)}`, VOTE)).toBe('0.123456 VOTE');
    expect(formatTokenAmount('41114852384437286178', VOTE)).toBe('41.114852 VOTE');
  });

  it('shows the raw base units, marked, while the token is unknown', () => {
    expect(formatTokenAmount('5000', undefined)).toBe('5000 (raw)');
    expect(formatTokenAmount(7n, undefined)).toBe('7 (raw)');
  });
});
