import { useSettings } from '../settings-provider.tsx';
import type { ThemeChoice } from '../settings-storage.ts';

const THEMES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The display settings panel: theme and time zone. */
export function SettingsPanel() {
  const { theme, setTheme, timeZone, setTimeZone, timeStyle, setTimeStyle } = useSettings();
  const utc = timeZone === 'UTC';
  const absolute = timeStyle === 'absolute';
  return (
    <div className="settings-panel">
      <fieldset>
        <legend>Theme</legend>
        {THEMES.map((option) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="switch-row">
        <span id="utc-switch-label">Show times in UTC</span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={utc}
          aria-labelledby="utc-switch-label"
          onClick={() => setTimeZone(utc ? 'local' : 'UTC')}
        >
          <span className="switch-thumb" aria-hidden="true" />
        </button>
      </div>
      <div className="switch-row">
        <span id="absolute-switch-label">Show exact times</span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={absolute}
          aria-labelledby="absolute-switch-label"
          onClick={() => setTimeStyle(absolute ? 'relative' : 'absolute')}
        >
          <span className="switch-thumb" aria-hidden="true" />
        </button>
      </div>
      <p className="muted small">
        {absolute
          ? `Times show as “2026-05-09 12:00:00” (${utc ? 'UTC' : 'your local time'}); hover one for its age.`
          : `Times show as “12 s ago”; hover one for the exact time (${utc ? 'UTC' : 'your local time'}).`}
      </p>
    </div>
  );
}
