import { createContext, useContext } from 'react';
import type { TimeZoneChoice } from '../../lib/format-time.ts';

/**
 * The zone timestamps are shown in. The settings feature provides it (and remembers the
 * choice); components only read it, so they stay free of storage and fetching.
 */
export const TimeZoneContext = createContext<TimeZoneChoice>('local');

export function useTimeZone(): TimeZoneChoice {
  return useContext(TimeZoneContext);
}

/** "UTC", or "local time (Europe/Berlin)" when the browser names its zone. */
export function timeZoneLabel(zone: TimeZoneChoice): string {
  if (zone === 'UTC') return 'UTC';
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return name ? `local time (${name})` : 'local time';
}
