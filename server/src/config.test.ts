import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.ts';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('is off unless set', () => {
    for (const value of [undefined, '', ' ', 'false', '0'])
      expect(parseTrustProxy(value)).toBe(false);
  });

  it('reads a hop count and lists of addresses and CIDRs', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, ::1,fd00::/8')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses anything else, naming the entry', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY.*"true"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustProxy('127.0.0.1,loadbalancer')).toThrow(/"loadbalancer"/);
  });
});
