import { lazy, Suspense } from 'react';
import { Popover } from '../../../components/ui/popover.tsx';

// The panel's form loads when it first opens: no page needs it to render.
const SettingsPanel = lazy(() =>
  import('./settings-panel.tsx').then((m) => ({ default: m.SettingsPanel })),
);

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
      {() => (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <SettingsPanel />
        </Suspense>
      )}
    </Popover>
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
