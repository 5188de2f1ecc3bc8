import { describe, expect, it } from 'vitest';
import { Rng } from './rng.ts';

describe('Rng', () => {
  it('gives the same sequence for the same labels and another for other labels', () => {
    const a = new Rng('seed', 7);
    const b = new Rng('seed', 7);
    const c = new Rng('seed', 8);
    const seqA = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(seqA);
  });

  it('keeps draws inside their ranges and covers them', () => {
    const rng = new Rng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
      const f = rng.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('draws a roughly standard normal', () => {
    const rng = new Rng('normal');
    const n = 20000;
    const xs = Array.from({ length: n }, () => rng.normal());
    const mean = xs.reduce((s, x) => s + x, 0) / n;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / n;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
