import { createContext, useContext } from 'react';

/**
 * How time cells read: 'relative' ("12 s ago", exact on hover) or 'absolute' (the exact time in
 * the chosen zone, the age on hover). The settings feature provides and remembers it; time
 * cells only read it, like the zone.
 */
export type TimeStyle = 'relative' | 'absolute';

export const TimeStyleContext = createContext<TimeStyle>('relative');

export function useTimeStyle(): TimeStyle {
  return useContext(TimeStyleContext);
}
