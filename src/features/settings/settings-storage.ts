import type { TimeStyle } from '../../components/ui/time-style.tsx';
import type { TimeZoneChoice } from '../../lib/format-time.ts';

/** 'system' follows prefers-color-scheme; the other two override it. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_KEY = 'tne.theme';
export const TIME_ZONE_KEY = 'tne.timeZone';
export const TIME_STYLE_KEY = 'tne.timeStyle';

/** Storage can be missing or throw (privacy modes); settings then last for the visit only. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies until the page is closed.
  }
}

export function parseTheme(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

export function parseTimeZone(raw: string | null): TimeZoneChoice {
  return raw === 'UTC' ? 'UTC' : 'local';
}

export function parseTimeStyle(raw: string | null): TimeStyle {
  return raw === 'absolute' ? 'absolute' : 'relative';
}

export const loadTheme = (): ThemeChoice => parseTheme(read(THEME_KEY));
export const loadTimeZone = (): TimeZoneChoice => parseTimeZone(read(TIME_ZONE_KEY));

export const loadTimeStyle = (): TimeStyle => parseTimeStyle(read(TIME_STYLE_KEY));

/** The default ('system', 'local', 'relative') is stored as no entry, so a later default change applies. */
export const saveTheme = (theme: ThemeChoice) =>
  write(THEME_KEY, theme === 'system' ? null : theme);
export const saveTimeZone = (zone: TimeZoneChoice) =>
  write(TIME_ZONE_KEY, zone === 'local' ? null : zone);
export const saveTimeStyle = (style: TimeStyle) =>
  write(TIME_STYLE_KEY, style === 'relative' ? null : style);

/** `data-theme` on <html> selects the CSS variables; absent = follow the system. */
export function applyTheme(theme: ThemeChoice, root: HTMLElement = document.documentElement) {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
