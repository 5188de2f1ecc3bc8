import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulCeil, mulFloor, parseDecimal, priceFactorOf, proRata } from './decimal.ts';

describe('parseDecimal', () => {
  it('reads decimal strings, exponents and doubles exactly', () => {
    expect(parseDecimal('0.0002')).toEqual({ num: 2n, den: 10_000n });
    expect(parseDecimal('1.5')).toEqual({ num: 15n, den: 10n });
    expect(parseDecimal('1e-6')).toEqual({ num: 1n, den: 1_000_000n });
    expect(parseDecimal('2.5E3')).toEqual({ num: 2_500n, den: 1n });
    expect(parseDecimal(1.1)).toEqual({ num: 11n, den: 10n });
    expect(parseDecimal(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(() => parseDecimal('abc')).toThrow(RangeError);
    expect(() => parseDecimal(Number.NaN)).toThrow(RangeError);
  });

  it('rounds products once, up or down', () => {
    expect(mulCeil(3_000_001n, '0.0002')).toBe(601n); // 600.0002
    expect(mulFloor(3_000_001n, '0.0002')).toBe(600n);
    expect(mulCeil(30_000_015n, '0.0002', 10n)).toBe(601n); // 600.0003
    expect(mulCeil(3_000_000n, '0.0002')).toBe(600n); // exact: no rounding
  });

  it('derives the price factor from asset and market decimals', () => {
    expect(priceFactorOf(18, 2)).toBe(10n ** 16n);
    expect(() => priceFactorOf(2, 5)).toThrow(RangeError);
  });
});

describe('proRata', () => {
  it('gives leftover units to the largest remainders, ties to the earlier share', () => {
    expect(proRata(33n, [50n, 30n, 20n])).toEqual([16n, 10n, 7n]);
    expect(proRata(1_501n, [1n, 1n, 1n])).toEqual([501n, 500n, 500n]);
    expect(proRata(10n, [0n, 0n])).toEqual([0n, 0n]);
  });

  it('always adds up to the total and never exceeds a weight-proportional ceiling', () => {
    const weights = fc.array(fc.bigInt({ min: 0n, max: 1_000n }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), weights, (total, ws) => {
        const sum = ws.reduce((a, w) => a + w, 0n);
        const shares = proRata(total, ws);
        if (sum === 0n) return shares.every((s) => s === 0n);
        expect(shares.reduce((a, s) => a + s, 0n)).toBe(total);
        ws.forEach((w, i) => {
          const exactFloor = (total * w) / sum;
          expect(shares[i]).toBeGreaterThanOrEqual(exactFloor);
          expect(shares[i]).toBeLessThanOrEqual(exactFloor + 1n);
        });
        return true;
      }),
    );
  });
});
