import { describe, expect, it } from 'vitest';
import { nextExpiryCode } from './market-proposals.ts';

describe('nextExpiryCode', () => {
  it('replaces the expiry suffix of a plain code', () => {
    expect(nextExpiryCode('BTCUSD.MF23', 'JN24')).toBe('BTCUSD.JN24');
    expect(nextExpiryCode('XAUUSD.DEC30', 'JN24')).toBe('XAUUSD.JN24');
    expect(nextExpiryCode('AAPL', 'JN24')).toBe('AAPL.JN24');
  });

  it('keeps a hostile code whole, closing marks included', () => {
    const hostile = '\u202EXF.LJ23: “Launch”\u202C';
    expect(nextExpiryCode(hostile, 'JN24')).toBe(`${hostile}.JN24`);
    expect(nextExpiryCode('A.B.C “x.y”', 'JN24')).toBe('A.B.C “x.y”.JN24');
  });
});
