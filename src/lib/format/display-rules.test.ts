// THE FORMATTING RULES (one set for every page; expected strings below worked out by hand):
// 1. Amounts: raw integer in the asset's decimals, thousands separators, at most 6 fraction
//    digits with trailing zeros trimmed, symbol after; the exact value is the hover text.
//    A non-zero amount below the display precision reads "< 0.000001", never a false 0.
// 2. Scores and weights: 4 significant digits ("0.1776950365307152" → "0.1777").
// 3. Shares, ranges, vote weights, requirements: percentages with 4 significant digits
//    ("0.95" → "95%"), the same rendering on every page.
// 4. Token totals (stake, delegations, votes): token units by rule 1, never raw integers.
// 5. Durations carry units (format-time's formatDuration: "1 h 1 min").
// 6. No visible number shows more than 8 fraction digits outside a raw-value view.
// 7. Times: relative with the exact time on hover, or absolute — the reader's choice, remembered.
import { describe, expect, it } from 'vitest';
import { displayAmount, displayPercent, displayScore } from './display-rules.ts';

describe('displayAmount (rules 1 and 4)', () => {
  it('trims an 18-decimal token amount to 6 digits, exact on hover', () => {
    expect(displayAmount('41114852384437286178', 18, 'VOTE')).toEqual({
      text: '41.114852 VOTE',
      exact: '41.114852384437286178 VOTE',
    });
  });
  it('shows a raw stake total in token units with separators', () => {
    expect(displayAmount('3151500830000000000000000', 18, 'VOTE').text).toBe('3,151,500.83 VOTE');
  });
  it('keeps short amounts as they are', () => {
    expect(displayAmount('1500000', 6, 'USDC')).toEqual({ text: '1.5 USDC', exact: '1.5 USDC' });
  });
  it('never rounds a non-zero dust amount to 0', () => {
    expect(displayAmount('1', 18, 'VOTE').text).toBe('< 0.000001 VOTE');
    expect(displayAmount('-1', 18).text).toBe('> -0.000001');
    expect(displayAmount('0', 18).text).toBe('0');
  });
});

describe('displayScore (rule 2)', () => {
  it('rounds to 4 significant digits', () => {
    expect(displayScore('0.1776950365307152')).toEqual({
      text: '0.1777',
      exact: '0.1776950365307152',
    });
    expect(displayScore('1').text).toBe('1');
    expect(displayScore('0.05').text).toBe('0.05');
    expect(displayScore('12345.678').text).toBe('12346');
    expect(displayScore('0.000012344').text).toBe('0.00001234');
  });
  it('caps at 8 fraction digits (rule 6)', () => {
    expect(displayScore('0.0000000012').text).toBe('< 0.00000001');
  });
  it('leaves what is not a number alone', () => {
    expect(displayScore('n/a').text).toBe('n/a');
    expect(displayScore('').text).toBe('');
  });
});

describe('displayPercent (rule 3)', () => {
  it('renders every share or range as a percentage', () => {
    expect(displayPercent('0.95').text).toBe('95%');
    expect(displayPercent('0.5').text).toBe('50%');
    expect(displayPercent(0.12345).text).toBe('12.35%');
    expect(displayPercent('1').text).toBe('100%');
  });
  it('keeps a tiny vote weight readable', () => {
    expect(displayPercent('0.0000036340294481')).toEqual({
      text: '0.0003634%',
      exact: '0.0000036340294481',
    });
  });
});
