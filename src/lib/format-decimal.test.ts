import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimalStrings,
  formatAmount,
  formatPrice,
  formatSize,
  formatUnits,
  parseUnits,
} from './format-decimal.ts';

// 30 digits; as an 18-decimal amount it is 123,456,789,012 . 345678901234567890
const THIRTY_DIGITS = '123456789012345678901234567890';

describe('formatUnits', () => {
  it('scales and groups', () => {
    expect(formatUnits('12345678', 4)).toBe('1,234.5678');
    expect(formatUnits('-12345678', 4)).toBe('-1,234.5678');
    expect(formatUnits('1000', 0)).toBe('1,000');
    expect(formatUnits('999', 0)).toBe('999');
    expect(formatUnits('123456789', 0, { group: false })).toBe('123456789');
  });

  it('handles zero, negative zero and leading zeros', () => {
    expect(formatUnits('0', 18)).toBe('0');
    expect(formatUnits('0', 2, { fixed: true })).toBe('0.00');
    expect(formatUnits('-0', 2)).toBe('0');
    expect(formatUnits('000123', 2)).toBe('1.23');
    expect(formatUnits('-000123', 2)).toBe('-1.23');
    expect(formatUnits('0001', 0)).toBe('1');
  });

  it('keeps every digit of 18-decimal amounts', () => {
    expect(formatUnits('5', 18)).toBe('0.000000000000000005');
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5');
    expect(formatUnits(THIRTY_DIGITS, 18)).toBe('123,456,789,012.34567890123456789');
    expect(formatUnits(`-${THIRTY_DIGITS}`, 18)).toBe('-123,456,789,012.34567890123456789');
    expect(formatUnits(THIRTY_DIGITS, 18, { maxFractionDigits: 2 })).toBe('123,456,789,012.35');
  });

  it('handles 80-digit integers', () => {
    // 10^79 / 10^18 = 10^61: 62 digits, grouped as "10" then twenty ",000" groups.
    expect(formatUnits(`1${'0'.repeat(79)}`, 18)).toBe(`10${',000'.repeat(20)}`);
  });

  it('rounds half away from zero, exactly, with carries', () => {
    expect(formatUnits('999', 3, { maxFractionDigits: 2, fixed: true })).toBe('1.00');
    expect(formatUnits('999', 3, { maxFractionDigits: 2 })).toBe('1');
    expect(formatUnits('999999995', 3, { maxFractionDigits: 2 })).toBe('1,000,000');
    expect(formatUnits('999999995', 3, { maxFractionDigits: 2, fixed: true })).toBe('1,000,000.00');
    expect(formatUnits('125', 3, { maxFractionDigits: 2 })).toBe('0.13');
    expect(formatUnits('-125', 3, { maxFractionDigits: 2 })).toBe('-0.13');
    expect(formatUnits('124', 3, { maxFractionDigits: 2 })).toBe('0.12');
    expect(formatUnits('-124', 3, { maxFractionDigits: 2 })).toBe('-0.12');
    expect(formatUnits('-5', 3, { maxFractionDigits: 2 })).toBe('-0.01');
    expect(formatUnits('1500', 3, { maxFractionDigits: 0 })).toBe('2');
    expect(formatUnits('1499', 3, { maxFractionDigits: 0 })).toBe('1');
    expect(formatUnits('-2500', 3, { maxFractionDigits: 0 })).toBe('-3');
    // 0.5 + 10^-18 just above the tie; 0.5 - 10^-18 just below it.
    expect(formatUnits('500000000000000001', 18, { maxFractionDigits: 0 })).toBe('1');
    expect(formatUnits('499999999999999999', 18, { maxFractionDigits: 0 })).toBe('0');
  });

  it('shows a negative value that rounds to zero without a minus sign', () => {
    expect(formatUnits('-4', 3, { maxFractionDigits: 2 })).toBe('0');
    expect(formatUnits('-4', 3, { maxFractionDigits: 2, fixed: true })).toBe('0.00');
  });

  it('pads to fixed decimals', () => {
    expect(formatUnits('15', 1, { maxFractionDigits: 3, fixed: true })).toBe('1.500');
    expect(formatUnits('1500', 3, { fixed: true })).toBe('1.500');
    expect(formatUnits('1500', 3)).toBe('1.5');
  });

  it('supports negative decimals (multiplies)', () => {
    expect(formatUnits('12', -3)).toBe('12,000');
    expect(formatUnits('-7', -2)).toBe('-700');
  });

  it('has a compact form', () => {
    expect(formatUnits('1234567', 0, { compact: true })).toBe('1.23M');
    expect(formatUnits('999', 0, { compact: true })).toBe('999');
    expect(formatUnits('1000', 0, { compact: true })).toBe('1K');
    expect(formatUnits('-1500000000', 0, { compact: true })).toBe('-1.5B');
    expect(formatUnits('1200000', 0, { compact: true, fixed: true })).toBe('1.20M');
    expect(formatUnits('12345', 2, { compact: true })).toBe('123.45');
    expect(formatUnits(THIRTY_DIGITS, 18, { compact: true })).toBe('123.46B');
    expect(formatUnits('5', -3, { compact: true })).toBe('5K');
    expect(formatUnits('0', 18, { compact: true })).toBe('0');
    // 10^16 = 10,000 trillion: there is no unit above T.
    expect(formatUnits(`1${'0'.repeat(16)}`, 0, { compact: true })).toBe('10,000T');
  });

  it('carries into the next compact unit after rounding', () => {
    // 999,999 → 999.999K → 1,000.00K → 1M
    expect(formatUnits('999999', 0, { compact: true })).toBe('1M');
    // 999.995 → 1,000.00 → 1K
    expect(formatUnits('999995', 3, { compact: true })).toBe('1K');
  });

  it('returns invalid input unchanged instead of throwing', () => {
    expect(formatUnits('abc', 2)).toBe('abc');
    expect(formatUnits('1.5', 2)).toBe('1.5');
    expect(formatUnits('', 2)).toBe('');
    expect(formatUnits(' 12', 2)).toBe(' 12');
    expect(formatUnits('+5', 0)).toBe('+5');
    expect(formatUnits('1e5', 0)).toBe('1e5');
    expect(formatUnits('--1', 0)).toBe('--1');
    expect(formatUnits('12', 1.5)).toBe('12');
    expect(formatUnits('12', Number.NaN)).toBe('12');
    const huge = '9'.repeat(300);
    expect(formatUnits(huge, 0)).toBe(huge);
  });
});

describe('parseUnits', () => {
  it('parses grouped and ungrouped input', () => {
    expect(parseUnits('1,234.5678', 4)).toBe('12345678');
    expect(parseUnits('1234.5678', 4)).toBe('12345678');
    expect(parseUnits('12,345', 0)).toBe('12345');
    expect(parseUnits('1', 18)).toBe('1000000000000000000');
    expect(parseUnits('-0.000000000000000001', 18)).toBe('-1');
    expect(parseUnits('123,456,789,012.34567890123456789', 18)).toBe(THIRTY_DIGITS);
    expect(parseUnits(' 42 ', 0)).toBe('42');
    expect(parseUnits('007', 0)).toBe('7');
  });

  it('accepts trailing zeros beyond the decimals but never rounds', () => {
    expect(parseUnits('1.50', 1)).toBe('15');
    expect(parseUnits('1.0', 0)).toBe('1');
    expect(parseUnits('1.5', 0)).toBeUndefined();
    expect(parseUnits('0.001', 2)).toBeUndefined();
  });

  it('normalises zero and partial forms', () => {
    expect(parseUnits('-0', 2)).toBe('0');
    expect(parseUnits('-0.00', 2)).toBe('0');
    expect(parseUnits('.5', 1)).toBe('5');
    expect(parseUnits('5.', 1)).toBe('50');
  });

  it('rejects malformed input', () => {
    for (const bad of [
      '',
      '.',
      '-',
      'abc',
      '1e5',
      '1,23',
      '1234,567',
      ',123',
      '1.2.3',
      '+1',
      '1 000',
    ]) {
      expect(parseUnits(bad, 2), bad).toBeUndefined();
    }
    expect(parseUnits('1', 1.5)).toBeUndefined();
  });

  it('supports negative decimals', () => {
    expect(parseUnits('12,000', -3)).toBe('12');
    expect(parseUnits('12,345', -3)).toBeUndefined();
    expect(parseUnits('1.5', -1)).toBeUndefined();
  });
});

describe('formatUnits / parseUnits properties', () => {
  const big = fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n });

  it('round-trips every integer at full precision', () => {
    fc.assert(
      fc.property(
        big,
        fc.integer({ min: -5, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        (n, decimals, fixed, group) => {
          const text = formatUnits(n.toString(), decimals, { fixed, group });
          expect(parseUnits(text, decimals)).toBe(n.toString());
        },
      ),
    );
  });

  it('rounds to the nearest multiple, ties away from zero', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 30 }), fc.nat(30), (n, decimals, f) => {
        const maxFractionDigits = Math.min(f, decimals);
        const step = 10n ** BigInt(decimals - maxFractionDigits);
        const text = formatUnits(n.toString(), decimals, { maxFractionDigits });
        const back = BigInt(parseUnits(text, decimals) ?? 'NaN');
        const error = back > n ? back - n : n - back;
        expect(back % step).toBe(0n);
        expect(error * 2n <= step).toBe(true);
        if (error * 2n === step && n !== 0n) {
          expect(back < 0n ? -back : back).toBeGreaterThan(n < 0n ? -n : n);
        }
      }),
    );
  });

  it('rounds exact ties away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat(29),
        (k, decimals, f) => {
          const maxFractionDigits = Math.min(f, decimals - 1);
          const step = 10n ** BigInt(decimals - maxFractionDigits);
          // Exactly halfway between k * step and the next multiple away from zero.
          const n = k * step + (k < 0n ? -step / 2n : step / 2n);
          const away = k * step + (k < 0n ? -step : step);
          const text = formatUnits(n.toString(), decimals, { maxFractionDigits });
          expect(parseUnits(text, decimals)).toBe(away.toString());
        },
      ),
    );
  });

  it('always produces a well-formed grouped number', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 30 }), (n, decimals) => {
        expect(formatUnits(n.toString(), decimals)).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d*[1-9])?$/);
      }),
    );
  });
});

describe('wrappers', () => {
  it('formatPrice keeps the market decimals', () => {
    expect(formatPrice('123456', 2)).toBe('1,234.56');
    expect(formatPrice('100', 2)).toBe('1.00');
    expect(formatPrice('100', 0)).toBe('100');
    expect(formatPrice('123456', 2, { group: false })).toBe('1234.56');
  });

  it('formatSize keeps position decimals and allows negative ones', () => {
    expect(formatSize('15', 1)).toBe('1.5');
    expect(formatSize('20', 1)).toBe('2.0');
    expect(formatSize('3', -2)).toBe('300');
    expect(formatSize('-1234', 0)).toBe('-1,234');
  });

  it('formatAmount is exact and trimmed', () => {
    expect(formatAmount('1500000000000000000', 18)).toBe('1.5');
    expect(formatAmount('1', 18)).toBe('0.000000000000000001');
    expect(formatAmount('1000000', 6)).toBe('1');
    expect(formatAmount('1234567', 6, { maxFractionDigits: 2 })).toBe('1.23');
  });
});

describe('compareDecimalStrings', () => {
  it('compares exactly', () => {
    expect(compareDecimalStrings('1', '2')).toBe(-1);
    expect(compareDecimalStrings('2', '1')).toBe(1);
    expect(compareDecimalStrings('1.50', '1.5')).toBe(0);
    expect(compareDecimalStrings('-1', '0.5')).toBe(-1);
    expect(compareDecimalStrings('-0', '0')).toBe(0);
    expect(compareDecimalStrings('0.1', '0.09')).toBe(1);
    expect(compareDecimalStrings('-2', '-10')).toBe(1);
    expect(compareDecimalStrings('007', '7')).toBe(0);
    // Equal as doubles (both 1.2345678901234568e29), different as integers.
    expect(compareDecimalStrings(THIRTY_DIGITS, '123456789012345678901234567891')).toBe(-1);
  });

  it('sorts invalid strings last', () => {
    expect(['b', '10', 'a', '-1', '2', '1.5'].sort(compareDecimalStrings)).toEqual([
      '-1',
      '1.5',
      '2',
      '10',
      'a',
      'b',
    ]);
  });
});
