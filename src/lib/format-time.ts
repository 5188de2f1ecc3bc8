// Timestamps on the network are Unix nanoseconds as decimal strings; "0" means unset.
// Date only holds milliseconds, so the exact form is built from the BigInt directly.

export const UNSET = '—';

export type TimeZoneChoice = 'local' | 'UTC';

export interface FormatTimestampOptions {
  /** Default 'local'. */
  timeZone?: TimeZoneChoice;
}

const NS_PER_MS = 1_000_000n;
const NS_PER_S = 1_000_000_000n;
// ECMAScript Date range: ±8.64e15 ms around the epoch.
const MAX_DATE_MS = 8_640_000_000_000_000n;

type Parsed = { kind: 'unset' } | { kind: 'invalid' } | { kind: 'ok'; ns: bigint };

/** Fields may be absent in API data, so every entry point also accepts null and undefined. */
export type NsInput = string | null | undefined;

function parseNs(ns: NsInput): Parsed {
  if (ns === '' || ns === undefined || ns === null) return { kind: 'unset' };
  if (typeof ns !== 'string' || ns.length > 40 || !/^\d+$/.test(ns)) return { kind: 'invalid' };
  const value = BigInt(ns);
  if (value === 0n) return { kind: 'unset' };
  if (value / NS_PER_MS > MAX_DATE_MS) return { kind: 'invalid' };
  return { kind: 'ok', ns: value };
}

/** Date for a nanosecond string (truncated to ms), or undefined when unset or invalid. */
export function nsToDate(ns: NsInput): Date | undefined {
  const parsed = parseNs(ns);
  return parsed.kind === 'ok' ? new Date(Number(parsed.ns / NS_PER_MS)) : undefined;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * "2023-05-09 12:00:00" in the chosen zone (no zone suffix; callers label it).
 * Unset → "—"; a value that is not a nanosecond integer string is returned unchanged.
 */
export function formatTimestamp(ns: NsInput, opts: FormatTimestampOptions = {}): string {
  const parsed = parseNs(ns);
  if (parsed.kind === 'unset') return UNSET;
  if (parsed.kind === 'invalid') return String(ns);
  const d = new Date(Number(parsed.ns / NS_PER_MS));
  const utc = opts.timeZone === 'UTC';
  const year = utc ? d.getUTCFullYear() : d.getFullYear();
  const month = (utc ? d.getUTCMonth() : d.getMonth()) + 1;
  const day = utc ? d.getUTCDate() : d.getDate();
  const hours = utc ? d.getUTCHours() : d.getHours();
  const minutes = utc ? d.getUTCMinutes() : d.getMinutes();
  const seconds = utc ? d.getUTCSeconds() : d.getSeconds();
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * Full-precision UTC ISO form: "2023-05-09T12:00:00.123456789Z".
 * Unset → "—"; invalid input is returned unchanged.
 */
export function formatTimestampExact(ns: NsInput): string {
  const parsed = parseNs(ns);
  if (parsed.kind === 'unset') return UNSET;
  if (parsed.kind === 'invalid') return String(ns);
  const wholeSeconds = parsed.ns / NS_PER_S;
  const nanos = (parsed.ns % NS_PER_S).toString().padStart(9, '0');
  const iso = new Date(Number(wholeSeconds) * 1000).toISOString();
  return `${iso.replace(/\.\d{3}Z$/, '')}.${nanos}Z`;
}

const RELATIVE_UNITS: readonly (readonly [number, string])[] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1_000, 's'],
];

/**
 * "12 s ago", "3 min ago", "in 5 min", "2 h ago", "3 d ago", or "just now" within a second.
 * Each unit is floored, so 59.9 s is "59 s ago" and 60 s is "1 min ago".
 * Pure: the current time is passed in as epoch milliseconds.
 */
export function formatRelative(ns: NsInput, nowMs: number): string {
  const parsed = parseNs(ns);
  if (parsed.kind === 'unset') return UNSET;
  if (parsed.kind === 'invalid' || !Number.isFinite(nowMs)) return String(ns);
  const diff = nowMs - Number(parsed.ns / NS_PER_MS);
  const abs = Math.abs(diff);
  for (const [size, label] of RELATIVE_UNITS) {
    if (abs >= size) {
      const text = `${Math.floor(abs / size)} ${label}`;
      return diff > 0 ? `${text} ago` : `in ${text}`;
    }
  }
  return 'just now';
}

/**
 * Countdown form: "3s", "2m 03s", "1h 02m 03s", "2d 01h 02m 03s". Fractions are floored;
 * negative values show "0s" (the countdown has elapsed); non-finite values show "—".
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return UNSET;
  let rest = Math.max(0, Math.floor(seconds));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  const secs = rest - minutes * 60;
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(secs)}s`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(secs)}s`;
  if (minutes > 0) return `${minutes}m ${pad(secs)}s`;
  return `${secs}s`;
}

// [multiplier, divisor] to seconds; dividing keeps "500ms" exactly 0.5 rather than 500 * 1e-3.
const GO_UNITS: Record<string, readonly [number, number]> = {
  ns: [1, 1e9],
  us: [1, 1e6],
  µs: [1, 1e6],
  μs: [1, 1e6],
  ms: [1, 1e3],
  s: [1, 1],
  m: [60, 1],
  h: [3_600, 1],
};
const GO_PART = '(\\d+\\.?\\d*|\\.\\d+)(ns|us|µs|μs|ms|s|m|h)';
const GO_DURATION_RE = new RegExp(`^[-+]?(?:${GO_PART})+$`);

/**
 * Seconds in a Go time.Duration string as network parameters carry them:
 * "24h0m0s" → 86400, "1h00m" → 3600, "30s", "0m", "1.5h", "-5m", "0".
 * Returns undefined for anything Go's time.ParseDuration would reject.
 */
export function parseGoDuration(text: string): number | undefined {
  if (typeof text !== 'string') return undefined;
  if (text === '0' || text === '+0' || text === '-0') return 0;
  if (text.length > 200 || !GO_DURATION_RE.test(text)) return undefined;
  const sign = text.startsWith('-') ? -1 : 1;
  let total = 0;
  for (const [, num = '', unit = ''] of text.matchAll(new RegExp(GO_PART, 'g'))) {
    const [mul, div] = GO_UNITS[unit] ?? [Number.NaN, 1];
    total += (Number(num) * mul) / div;
  }
  return Number.isFinite(total) ? sign * total + 0 : undefined;
}
