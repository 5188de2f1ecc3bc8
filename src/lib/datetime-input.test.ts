import { describe, expect, it } from 'vitest';
import { dateTimeInputFromNs, nsFromDateTimeInput } from './datetime-input.ts';

describe('datetime-local input ↔ Unix ns', () => {
  it('reads a UTC minute as its nanoseconds', () => {
    // 2026-01-01T00:00:00Z is 1,767,225,600 s after the epoch.
    expect(nsFromDateTimeInput('2026-01-01T00:00', 'UTC')).toBe('1767225600000000000');
    expect(nsFromDateTimeInput('2026-01-01T13:45', 'UTC')).toBe('1767275100000000000');
  });

  it('reads a local minute with the browser zone', () => {
    const expected = new Date(2026, 0, 1, 13, 45).getTime() * 1e6;
    expect(nsFromDateTimeInput('2026-01-01T13:45', 'local')).toBe(BigInt(expected).toString());
  });

  it('refuses empty, malformed and impossible times', () => {
    expect(nsFromDateTimeInput('', 'UTC')).toBeUndefined();
    expect(nsFromDateTimeInput('2026-01-01', 'UTC')).toBeUndefined();
    expect(nsFromDateTimeInput('2026-02-31T10:00', 'UTC')).toBeUndefined();
  });

  it('shows nanoseconds as the input value, and round-trips', () => {
    expect(dateTimeInputFromNs('1767275100123456789', 'UTC')).toBe('2026-01-01T13:45');
    expect(dateTimeInputFromNs('', 'UTC')).toBe('');
    expect(dateTimeInputFromNs('abc', 'UTC')).toBe('');
    const ns = nsFromDateTimeInput('2026-07-04T09:05', 'local')!;
    expect(dateTimeInputFromNs(ns, 'local')).toBe('2026-07-04T09:05');
  });
});
