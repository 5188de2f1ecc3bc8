import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readConfig, retentionBlocks } from './config.ts';

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

describe('retentionBlocks (RETENTION_BLOCKS)', () => {
  const retention = (env: Record<string, string>) => retentionBlocks(readConfig(env));

  it('keeps 7 days of blocks on disk and on PostgreSQL by default, at the block interval', () => {
    // 7 × 24 × 3600 s = 604,800 s: one block a second, or two at 500 ms.
    expect(retention({ DATA_DIR: '/tmp/x' })).toBe(604_800);
    expect(retention({ DATA_DIR: '/tmp/x', BLOCK_INTERVAL_MS: '500' })).toBe(1_209_600);
    expect(retention({ DATABASE_URL: 'postgres://u:p@h/db' })).toBe(604_800);
  });

  it('keeps 1,500 blocks in memory, and what RETENTION_BLOCKS says (0 = everything)', () => {
    expect(retention({})).toBe(1_500);
    expect(retention({ DATA_DIR: '/tmp/x', RETENTION_BLOCKS: '0' })).toBeUndefined();
    expect(retention({ RETENTION_BLOCKS: '0' })).toBeUndefined();
    expect(retention({ DATA_DIR: '/tmp/x', RETENTION_BLOCKS: '2000' })).toBe(2_000);
  });
});
