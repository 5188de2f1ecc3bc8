import {
  formatRelative,
  formatTimestamp,
  formatTimestampExact,
  nsToDate,
  type NsInput,
  type TimeZoneChoice,
} from '../../lib/format-time.ts';
import { timeZoneLabel, useTimeZone } from './time-zone.tsx';
import { useClockValue } from './use-clock.ts';

interface TimestampProps {
  /** Unix nanoseconds as a decimal string; "0" or absent = unset ("—"). */
  ns: NsInput;
  /** Defaults to the zone chosen in the settings (TimeZoneContext). */
  zone?: TimeZoneChoice;
}

/**
 * "12 s ago", kept current by the shared clock; the exact time in the chosen zone and the
 * nanosecond-exact UTC form on hover.
 */
export function Timestamp({ ns, zone }: TimestampProps) {
  const chosenZone = useTimeZone();
  const tz = zone ?? chosenZone;
  const relative = useClockValue((now) => formatRelative(ns, now));
  const date = nsToDate(ns);
  if (!date) return <span className="timestamp">{relative}</span>;
  const title = `${formatTimestamp(ns, { timeZone: tz })} ${timeZoneLabel(tz)} · ${formatTimestampExact(ns)}`;
  return (
    <time className="timestamp" dateTime={date.toISOString()} title={title}>
      {relative}
    </time>
  );
}

/** Epoch milliseconds (Date.now(), react-query's dataUpdatedAt) as a nanosecond string. */
export function msToNs(ms: number): string {
  return Number.isFinite(ms) && ms > 0 ? `${Math.floor(ms)}000000` : '0';
}
