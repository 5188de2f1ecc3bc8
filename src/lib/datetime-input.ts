import type { TimeZoneChoice } from './format-time.ts';

/*
 * An <input type="datetime-local"> value ("2026-01-01T13:45") and Unix nanoseconds, both ways,
 * in the zone the reader chose (local or UTC), to the minute: the orders list's date range.
 */

const INPUT_RE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/;
const NS_PER_MS = 1_000_000n;

/** Unix ns of the input's minute in the zone; undefined when empty or not a real time. */
export function nsFromDateTimeInput(value: string, zone: TimeZoneChoice): string | undefined {
  const m = INPUT_RE.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date =
    zone === 'UTC'
      ? new Date(Date.UTC(year, month - 1, day, hour, minute))
      : new Date(year, month - 1, day, hour, minute);
  const ms = date.getTime();
  const parts =
    zone === 'UTC'
      ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
      : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  // 2026-02-31 rolls over to March: not a day the reader meant.
  if (parts[0] !== year || parts[1] !== month || parts[2] !== day || ms < 0) return undefined;
  return (BigInt(ms) * NS_PER_MS).toString();
}

/** The input value showing a Unix ns time in the zone, to the minute; '' for none or junk. */
export function dateTimeInputFromNs(ns: string, zone: TimeZoneChoice): string {
  if (!/^\d{1,19}$/.test(ns)) return '';
  const date = new Date(Number(BigInt(ns) / NS_PER_MS));
  if (Number.isNaN(date.getTime())) return '';
  const utc = zone === 'UTC';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const y = utc ? date.getUTCFullYear() : date.getFullYear();
  const mo = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const d = utc ? date.getUTCDate() : date.getDate();
  const h = utc ? date.getUTCHours() : date.getHours();
  const mi = utc ? date.getUTCMinutes() : date.getMinutes();
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}
