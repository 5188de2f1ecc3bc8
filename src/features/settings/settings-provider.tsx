import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TimeStyleContext, type TimeStyle } from '../../components/ui/time-style.tsx';
import { TimeZoneContext } from '../../components/ui/time-zone.tsx';
import type { TimeZoneChoice } from '../../lib/format-time.ts';
import {
  applyTheme,
  loadTheme,
  loadTimeStyle,
  loadTimeZone,
  saveTheme,
  saveTimeStyle,
  saveTimeZone,
  type ThemeChoice,
} from './settings-storage.ts';

interface Settings {
  theme: ThemeChoice;
  setTheme: (theme: ThemeChoice) => void;
  timeZone: TimeZoneChoice;
  setTimeZone: (zone: TimeZoneChoice) => void;
  timeStyle: TimeStyle;
  setTimeStyle: (style: TimeStyle) => void;
}

const SettingsContext = createContext<Settings | undefined>(undefined);

function initialTheme(): ThemeChoice {
  const theme = loadTheme();
  // Before the first paint, so a remembered dark theme never flashes light.
  applyTheme(theme);
  return theme;
}

/** Display settings: remembered in localStorage, applied to <html> and TimeZoneContext. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState(initialTheme);
  const [timeZone, setTimeZoneState] = useState(loadTimeZone);
  const [timeStyle, setTimeStyleState] = useState(loadTimeStyle);

  useEffect(() => applyTheme(theme), [theme]);

  const settings = useMemo<Settings>(
    () => ({
      theme,
      timeZone,
      timeStyle,
      setTheme: (next) => {
        saveTheme(next);
        setThemeState(next);
      },
      setTimeZone: (next) => {
        saveTimeZone(next);
        setTimeZoneState(next);
      },
      setTimeStyle: (next) => {
        saveTimeStyle(next);
        setTimeStyleState(next);
      },
    }),
    [theme, timeZone, timeStyle],
  );

  return (
    <SettingsContext value={settings}>
      <TimeZoneContext value={timeZone}>
        <TimeStyleContext value={timeStyle}>{children}</TimeStyleContext>
      </TimeZoneContext>
    </SettingsContext>
  );
}

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings needs a <SettingsProvider> above it');
  return settings;
}
