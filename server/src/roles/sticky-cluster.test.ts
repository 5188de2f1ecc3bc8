import { describe, expect, it } from 'vitest';
import { clientSlot } from './sticky-cluster.ts';

describe('clientSlot', () => {
  // Expected values: 32-bit FNV-1a of the address text, worked out separately (Python).
  it('is FNV-1a of the address modulo the slots', () => {
    expect(clientSlot('127.0.0.1', 2)).toBe(144953630 % 2);
    expect(clientSlot('127.0.0.1', 3)).toBe(144953630 % 3);
    expect(clientSlot('10.0.0.7', 2)).toBe(3636376859 % 2);
    expect(clientSlot('10.0.0.7', 5)).toBe(3636376859 % 5);
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientSlot('::ffff:10.0.0.7', 5)).toBe(clientSlot('10.0.0.7', 5));
  });

  it('puts an unknown address (a destroyed socket) in a slot too', () => {
    expect(clientSlot(undefined, 3)).toBe(2166136261 % 3);
  });
});
