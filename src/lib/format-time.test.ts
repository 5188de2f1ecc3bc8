import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatRelative,
  formatTimestamp,
  formatTimestampExact,
  nsToDate,
  parseGoDuration,
} from './format-time.ts';

// 1683633600 s = 19486.5 days after the epoch = 2023-05-09 12:00:00 UTC.
const NOON_NS = '1683633600123456789';
const NOON_MS = 1683633600000;

describe('nsToDate', () => {
  it('divides with BigInt and truncates to milliseconds', () => {
    expect(nsToDate(NOON_NS)?.getTime()).toBe(1683633600123);
    expect(nsToDate('1683633600123999999')?.getTime()).toBe(1683633600123);
    expect(nsToDate('1')?.getTime()).toBe(0);
  });

  it('returns undefined when unset or invalid', () => {
    for (const bad of ['0', '000', '', null, undefined, 'abc', '-5', '1.5', ' 1', '1e18']) {
      expect(nsToDate(bad), String(bad)).toBeUndefined();
    }
    // 8,640,000,000,001,000 ms: one second past the end of the Date range.
    expect(nsToDate('8640000000001000000000')).toBeUndefined();
  });
});

describe('formatTimestamp', () => {
  it('formats in UTC', () => {
    expect(formatTimestamp(NOON_NS, { timeZone: 'UTC' })).toBe('2023-05-09 12:00:00');
    expect(formatTimestamp('1683676799999999999', { timeZone: 'UTC' })).toBe('2023-05-09 23:59:59');
    // 946684800 (2000-01-01) + 59 days = 951782400: the leap day.
    expect(formatTimestamp('951782400000000000', { timeZone: 'UTC' })).toBe('2000-02-29 00:00:00');
    expect(formatTimestamp('1', { timeZone: 'UTC' })).toBe('1970-01-01 00:00:00');
  });

  it('formats in the local zone by default', () => {
    const d = new Date(1683633600123);
    const p = (n: number) => String(n).padStart(2, '0');
    const expected =
      `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
      `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    expect(formatTimestamp(NOON_NS)).toBe(expected);
    expect(formatTimestamp(NOON_NS, { timeZone: 'local' })).toBe(expected);
  });

  it('shows unset as a dash and invalid input as is', () => {
    expect(formatTimestamp('0')).toBe('—');
    expect(formatTimestamp('')).toBe('—');
    expect(formatTimestamp(null)).toBe('—');
    expect(formatTimestamp(undefined)).toBe('—');
    expect(formatTimestamp('garbage')).toBe('garbage');
  });
});

describe('formatTimestampExact', () => {
  it('keeps all nine nanosecond digits', () => {
    expect(formatTimestampExact(NOON_NS)).toBe('2023-05-09T12:00:00.123456789Z');
    expect(formatTimestampExact('1683633600000000001')).toBe('2023-05-09T12:00:00.000000001Z');
    expect(formatTimestampExact('1683633600999999999')).toBe('2023-05-09T12:00:00.999999999Z');
    expect(formatTimestampExact('1683633600000000000')).toBe('2023-05-09T12:00:00.000000000Z');
    expect(formatTimestampExact('1')).toBe('1970-01-01T00:00:00.000000001Z');
  });

  it('reaches the end of the Date range', () => {
    // 8.64e15 ms = 100,000,000 days after the epoch.
    expect(formatTimestampExact('8640000000000000000000')).toBe(
      '+275760-09-13T00:00:00.000000000Z',
    );
  });

  it('shows unset as a dash and invalid input as is', () => {
    expect(formatTimestampExact('0')).toBe('—');
    expect(formatTimestampExact('')).toBe('—');
    expect(formatTimestampExact('12:00')).toBe('12:00');
  });
});

describe('formatRelative', () => {
  const at = (ms: number) => `${ms}000000`;

  it('uses floored units at each boundary', () => {
    expect(formatRelative(at(NOON_MS), NOON_MS)).toBe('just now');
    expect(formatRelative(at(NOON_MS - 999), NOON_MS)).toBe('just now');
    expect(formatRelative(at(NOON_MS - 1000), NOON_MS)).toBe('1 s ago');
    expect(formatRelative(at(NOON_MS - 12_000), NOON_MS)).toBe('12 s ago');
    expect(formatRelative(at(NOON_MS - 59_999), NOON_MS)).toBe('59 s ago');
    expect(formatRelative(at(NOON_MS - 60_000), NOON_MS)).toBe('1 min ago');
    expect(formatRelative(at(NOON_MS - 180_000), NOON_MS)).toBe('3 min ago');
    expect(formatRelative(at(NOON_MS - 3_599_999), NOON_MS)).toBe('59 min ago');
    expect(formatRelative(at(NOON_MS - 3_600_000), NOON_MS)).toBe('1 h ago');
    expect(formatRelative(at(NOON_MS - 7_200_000), NOON_MS)).toBe('2 h ago');
    expect(formatRelative(at(NOON_MS - 86_399_999), NOON_MS)).toBe('23 h ago');
    expect(formatRelative(at(NOON_MS - 86_400_000), NOON_MS)).toBe('1 d ago');
    expect(formatRelative(at(NOON_MS - 259_200_000), NOON_MS)).toBe('3 d ago');
  });

  it('describes the future', () => {
    expect(formatRelative(at(NOON_MS + 500), NOON_MS)).toBe('just now');
    expect(formatRelative(at(NOON_MS + 1000), NOON_MS)).toBe('in 1 s');
    expect(formatRelative(at(NOON_MS + 300_000), NOON_MS)).toBe('in 5 min');
    expect(formatRelative(at(NOON_MS + 86_400_000), NOON_MS)).toBe('in 1 d');
  });

  it('ignores sub-millisecond digits', () => {
    // 1683633598999.999999 ms truncates to ...598999, 1001 ms before now.
    expect(formatRelative('1683633598999999999', NOON_MS)).toBe('1 s ago');
  });

  it('shows unset as a dash', () => {
    expect(formatRelative('0', NOON_MS)).toBe('—');
    expect(formatRelative('', NOON_MS)).toBe('—');
    expect(formatRelative(null, NOON_MS)).toBe('—');
  });
});

describe('formatDuration', () => {
  it('formats countdowns', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(3)).toBe('3s');
    expect(formatDuration(59)).toBe('59s');
    expect(formatDuration(60)).toBe('1m 00s');
    expect(formatDuration(123)).toBe('2m 03s');
    expect(formatDuration(3600)).toBe('1h 00m 00s');
    expect(formatDuration(3723)).toBe('1h 02m 03s');
    expect(formatDuration(86_399)).toBe('23h 59m 59s');
    expect(formatDuration(86_400)).toBe('1d 00h 00m 00s');
    // 86400 + 7200 + 180 + 4
    expect(formatDuration(93_784)).toBe('1d 02h 03m 04s');
  });

  it('floors fractions, clamps negatives and rejects non-finite values', () => {
    expect(formatDuration(59.9)).toBe('59s');
    expect(formatDuration(-5)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('—');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('parseGoDuration', () => {
  it('parses network-parameter durations', () => {
    expect(parseGoDuration('24h0m0s')).toBe(86_400);
    expect(parseGoDuration('1h00m')).toBe(3_600);
    expect(parseGoDuration('30s')).toBe(30);
    expect(parseGoDuration('0m')).toBe(0);
    expect(parseGoDuration('0s')).toBe(0);
    expect(parseGoDuration('0')).toBe(0);
    // 8760 * 3600
    expect(parseGoDuration('8760h0m0s')).toBe(31_536_000);
    expect(parseGoDuration('1m30s')).toBe(90);
  });

  it('parses fractions, sub-second units and signs', () => {
    expect(parseGoDuration('1.5h')).toBe(5_400);
    expect(parseGoDuration('2h45m30.5s')).toBe(9_930.5);
    expect(parseGoDuration('500ms')).toBe(0.5);
    expect(parseGoDuration('250us')).toBe(0.00025);
    expect(parseGoDuration('250µs')).toBe(0.00025);
    expect(parseGoDuration('-5m')).toBe(-300);
    expect(parseGoDuration('+5m')).toBe(300);
    expect(Object.is(parseGoDuration('-0s'), 0)).toBe(true);
  });

  it('rejects what Go rejects', () => {
    for (const bad of ['', '1', 'h', '5 m', '1d', 'abc', '1h 2m', '--1s', '1.2.3s', ' 30s', '.s']) {
      expect(parseGoDuration(bad), bad).toBeUndefined();
    }
  });
});
