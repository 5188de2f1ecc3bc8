import { formatDuration, formatTimestamp, formatTimestampExact } from '../../lib/format-time.ts';
import { timeZoneLabel, useTimeZone } from './time-zone.tsx';
import { useClockValue } from './use-clock.ts';

interface CountdownProps {
  /** Target time, Unix nanoseconds as a decimal string ("0" = unset). */
  ns: string;
  /** Shown once the target has passed, e.g. "closed". */
  passed?: string;
}

/** "in 2m 03s" until `ns`, then `passed`; the exact time on hover. Ticks with the shared clock. */
export function Countdown({ ns, passed = 'passed' }: CountdownProps) {
  const zone = useTimeZone();
  const targetMs = nsToMs(ns);
  const text = useClockValue((now) => {
    if (targetMs === undefined) return '—';
    const seconds = (targetMs - now) / 1000;
    return seconds > 0 ? `in ${formatDuration(seconds)}` : passed;
  });
  if (targetMs === undefined) return <span className="countdown">—</span>;
  return (
    <time
      className="countdown"
      dateTime={new Date(targetMs).toISOString()}
      title={`${formatTimestamp(ns, { timeZone: zone })} ${timeZoneLabel(zone)} · ${formatTimestampExact(ns)}`}
    >
      {text}
    </time>
  );
}

function nsToMs(ns: string): number | undefined {
  if (!/^\d{1,25}$/.test(ns) || /^0+$/.test(ns)) return undefined;
  const ms = Number(BigInt(ns) / 1_000_000n);
  return Number.isFinite(ms) && ms < 8.64e15 ? ms : undefined;
}

/** Unix seconds (proposal terms) as the nanosecond string Countdown and Timestamp take. */
export function secondsToNs(seconds: string): string {
  return /^\d{1,16}$/.test(seconds) ? (BigInt(seconds) * 1_000_000_000n).toString() : '0';
}
