import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WindowMax, WindowSum } from './time-windows.ts';

describe('WindowMax and WindowSum', () => {
  it('read the values added at or after a time', () => {
    const max = new WindowMax();
    const sum = new WindowSum();
    [5n, 1n, 4n, 1n, 2n].forEach((v, i) => {
      max.add(BigInt(i + 1), v);
      sum.add(BigInt(i + 1), v);
    });
    expect([max.max(1n), max.max(2n), max.max(4n), max.max(6n)]).toEqual([5n, 4n, 2n, 0n]);
    expect([sum.sum(1n), sum.sum(2n), sum.sum(4n), sum.sum(6n)]).toEqual([13n, 8n, 3n, 0n]);
  });

  it('match a brute-force scan over runs long enough to compact (reads move forward, as blocks do)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 1000n }), { minLength: 1500, maxLength: 3000 }),
        fc.integer({ min: 1, max: 2000 }),
        (values, window) => {
          const max = new WindowMax();
          const sum = new WindowSum();
          values.forEach((v, t) => {
            max.add(BigInt(t), v);
            sum.add(BigInt(t), v);
            const from = t - window + 1;
            const inWindow = values.slice(Math.max(0, from), t + 1);
            expect(max.max(BigInt(from))).toBe(inWindow.reduce((a, b) => (b > a ? b : a), 0n));
            expect(sum.sum(BigInt(from))).toBe(inWindow.reduce((a, b) => a + b, 0n));
          });
        },
      ),
      { numRuns: 10, seed: 2026 },
    );
  });
});
