import { Popover } from '../../../components/ui/popover.tsx';
import { useSettings } from '../settings-provider.tsx';
import type { ThemeChoice } from '../settings-storage.ts';

const THEMES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Header button opening the display settings: theme and time zone. */
export function SettingsMenu() {
  return (
    <Popover
      className="settings-menu"
      triggerClassName="icon-button"
      trigger={
        <>
          <GearIcon />
          <span className="visually-hidden">Display settings</span>
        </>
      }
      panelLabel="Display settings"
    >
      {() => <SettingsPanel />}
    </Popover>
  );
}

function SettingsPanel() {
  const { theme, setTheme, timeZone, setTimeZone } = useSettings();
  const utc = timeZone === 'UTC';
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
      <p className="muted small">
        Times show as “12 s ago”; hover one for the exact time ({utc ? 'UTC' : 'your local time'}
        ).
      </p>
    </div>
  );
}

function GearIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
