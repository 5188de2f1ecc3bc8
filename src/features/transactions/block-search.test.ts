import { describe, expect, it, vi } from 'vitest';
import { findBlockAtTime } from './block-search.ts';

const SECOND = 1_000_000_000n;

/** Blocks 1…n: evenly spaced history, then a jump (live blocks on the wall clock). */
function chain(history: number, live: number) {
  const times = new Map<bigint, bigint>();
  for (let h = 1; h <= history; h++) times.set(BigInt(h), 1_000n * SECOND + BigInt(h) * SECOND);
  for (let h = 1; h <= live; h++) {
    times.set(BigInt(history + h), 9_000_000n * SECOND + BigInt(h) * 1_300_000_000n);
  }
  return times;
}

describe('findBlockAtTime', () => {
  it('finds a block in evenly spaced history in a few probes', async () => {
    const times = chain(400, 0);
    const timeOf = vi.fn(async (h: bigint) => times.get(h));
    await expect(findBlockAtTime(times.get(123n)!, { latest: 400n, timeOf })).resolves.toBe(123n);
    expect(timeOf.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('finds blocks on either side of a jump in time', async () => {
    const times = chain(400, 300);
    for (const h of [1n, 17n, 400n, 401n, 555n, 700n]) {
      const timeOf = vi.fn(async (x: bigint) => times.get(x));
      await expect(findBlockAtTime(times.get(h)!, { latest: 700n, timeOf })).resolves.toBe(h);
      expect(timeOf.mock.calls.length).toBeLessThanOrEqual(24);
    }
  });

  it('steps over blocks that do not tell their time', async () => {
    const times = chain(200, 0);
    const silent = new Set([100n, 101n, 102n, 150n]);
    const timeOf = async (h: bigint) => (silent.has(h) ? undefined : times.get(h));
    for (const h of [99n, 103n, 149n, 151n]) {
      await expect(findBlockAtTime(times.get(h)!, { latest: 200n, timeOf })).resolves.toBe(h);
    }
  });

  it('answers undefined for a time no block has, within the probe budget', async () => {
    const times = chain(300, 0);
    const timeOf = vi.fn(async (h: bigint) => times.get(h));
    await expect(
      findBlockAtTime(times.get(50n)! + 1n, { latest: 300n, timeOf }),
    ).resolves.toBeUndefined();
    await expect(
      findBlockAtTime(1n, { latest: 300n, timeOf, maxProbes: 5 }),
    ).resolves.toBeUndefined();
    expect(timeOf.mock.calls.length).toBeLessThanOrEqual(48 + 5);
  });
});
