import {
  formatRelative,
  formatTimestamp,
  formatTimestampExact,
  nsToDate,
  type NsInput,
  type TimeZoneChoice,
} from '../../lib/format-time.ts';
import { useTimeStyle, type TimeStyle } from './time-style.tsx';
import { timeZoneLabel, useTimeZone } from './time-zone.tsx';
import { useClockValue } from './use-clock.ts';

interface TimestampProps {
  /** Unix nanoseconds as a decimal string; "0" or absent = unset ("—"). */
  ns: NsInput;
  /** Defaults to the zone chosen in the settings (TimeZoneContext). */
  zone?: TimeZoneChoice;
  /** Defaults to the style chosen in the settings (TimeStyleContext). */
  timeStyle?: TimeStyle;
}

/**
 * "12 s ago", kept current by the shared clock; the exact time in the chosen zone and the
 * nanosecond-exact UTC form on hover. With the absolute style the exact time is the text and
 * the age moves into the hover text: the one time cell follows the one remembered setting.
 */
export function Timestamp({ ns, zone, timeStyle }: TimestampProps) {
  const chosenZone = useTimeZone();
  const chosenStyle = useTimeStyle();
  const tz = zone ?? chosenZone;
  const relative = useClockValue((now) => formatRelative(ns, now));
  const date = nsToDate(ns);
  if (!date) return <span className="timestamp">{relative}</span>;
  const local = `${formatTimestamp(ns, { timeZone: tz })} ${timeZoneLabel(tz)}`;
  const exact = formatTimestampExact(ns);
  const absolute = (timeStyle ?? chosenStyle) === 'absolute';
  return (
    <time
      className="timestamp"
      dateTime={date.toISOString()}
      title={absolute ? `${relative} · ${local} · ${exact}` : `${local} · ${exact}`}
    >
      {absolute ? formatTimestamp(ns, { timeZone: tz }) + (tz === 'UTC' ? ' UTC' : '') : relative}
    </time>
  );
}

/** Epoch milliseconds (Date.now(), react-query's dataUpdatedAt) as a nanosecond string. */
export function msToNs(ms: number): string {
  return Number.isFinite(ms) && ms > 0 ? `${Math.floor(ms)}000000` : '0';
}
