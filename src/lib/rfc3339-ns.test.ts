import { describe, expect, it } from 'vitest';
import { rfc3339ToNs } from './rfc3339-ns.ts';

describe('rfc3339ToNs', () => {
  it('keeps every fraction digit', () => {
    // 2026-01-01T00:00:00Z is 1,767,225,600 s after the Unix epoch.
    expect(rfc3339ToNs('2026-01-01T00:00:00Z')).toBe('1767225600000000000');
    expect(rfc3339ToNs('2026-01-01T00:00:00.52Z')).toBe('1767225600520000000');
    expect(rfc3339ToNs('2026-01-01T00:00:01.000000001Z')).toBe('1767225601000000001');
  });

  it('applies an offset', () => {
    expect(rfc3339ToNs('2026-01-01T01:00:00+01:00')).toBe('1767225600000000000');
  });

  it('refuses what is not RFC 3339', () => {
    expect(rfc3339ToNs('yesterday')).toBeUndefined();
    expect(rfc3339ToNs('2026-01-01T00:00:00.1234567891Z')).toBeUndefined();
    expect(rfc3339ToNs('2026-01-01 00:00:00Z')).toBeUndefined();
  });
});
