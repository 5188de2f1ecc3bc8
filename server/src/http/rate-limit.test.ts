import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './rate-limit.ts';

describe('TokenBuckets', () => {
  it('allows the burst, then refills at the rate', () => {
    const buckets = new TokenBuckets(2, 4);
    const taken = Array.from({ length: 5 }, () => buckets.take('a', 0));
    expect(taken.map((r) => r.allowed)).toEqual([true, true, true, true, false]);
    expect(taken.map((r) => r.remaining)).toEqual([3, 2, 1, 0, 0]);
    expect(taken[4]).toMatchObject({ resetSeconds: 2, retryAfterSeconds: 1 });
    expect(buckets.take('a', 499).allowed).toBe(false); // 0.998 tokens
    expect(buckets.take('a', 500).allowed).toBe(true);
    expect(buckets.take('b', 500).allowed).toBe(true); // other clients have their own
  });

  it('never holds more than the burst, however long a client was idle', () => {
    const buckets = new TokenBuckets(10, 3);
    buckets.take('a', 0);
    expect(buckets.take('a', 3_600_000).remaining).toBe(2);
  });

  it('stays bounded when an attacker cycles addresses, dropping the least recently used', () => {
    const buckets = new TokenBuckets(1, 5, 100);
    for (let i = 0; i < 10_000; i++) buckets.take(`10.0.${i >> 8}.${i & 255}`, i);
    expect(buckets.size).toBe(100);
  });

  it('forgets buckets that have refilled completely (they equal a fresh one)', () => {
    const buckets = new TokenBuckets(10, 5); // full again after 0.5 s
    for (let i = 0; i < 50; i++) buckets.take(`c${i}`, 0);
    expect(buckets.size).toBe(50);
    buckets.take('late', 600);
    expect(buckets.size).toBe(1);
  });

  it('rejects nonsense settings', () => {
    expect(() => new TokenBuckets(0, 5)).toThrow();
    expect(() => new TokenBuckets(1, 0)).toThrow();
  });
});
