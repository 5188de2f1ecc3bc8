import { useMemo, useSyncExternalStore } from 'react';

/** The theme's colours a canvas chart needs (a canvas cannot read CSS variables itself). */
export interface ChartColors {
  surface: string;
  text: string;
  muted: string;
  border: string;
  up: string;
  down: string;
  /** Gridlines: the border colour, fainter. */
  grid: string;
}

const VARS: Record<Exclude<keyof ChartColors, 'grid'>, string> = {
  surface: '--surface',
  text: '--text',
  muted: '--muted',
  border: '--border',
  up: '--buy',
  down: '--sell',
};

// Colours as one string, so the snapshot is stable between theme changes.
function snapshot(): string {
  const style = getComputedStyle(document.documentElement);
  return Object.values(VARS)
    .map((v) => style.getPropertyValue(v).trim())
    .join('|');
}

/**
 * Subscribes to what changes the theme: the settings' `data-theme` on <html>, and the
 * system's dark mode when the choice is "system".
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const dark =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-color-scheme: dark)')
      : undefined;
  dark?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    dark?.removeEventListener('change', onChange);
  };
}

/** The app theme's chart colours, kept current when the theme changes. */
export function useChartColors(): ChartColors {
  const joined = useSyncExternalStore(subscribe, snapshot, () => '');
  return useMemo(() => parseColors(joined), [joined]);
}

const FALLBACK: Omit<ChartColors, 'grid'> = {
  surface: '#ffffff',
  text: '#1b1f24',
  muted: '#5b6570',
  border: '#d9dee4',
  up: '#0f7b3f',
  down: '#b3261e',
};

/** Splits the snapshot back into colours; an unset variable (tests, no stylesheet) falls back. */
export function parseColors(joined: string): ChartColors {
  const values = joined.split('|');
  const keys = Object.keys(VARS) as (keyof typeof VARS)[];
  const colors = { ...FALLBACK };
  keys.forEach((k, i) => {
    colors[k] = values[i] || FALLBACK[k];
  });
  return { ...colors, grid: withAlpha(colors.border, 0.6) };
}

/** "#rrggbb" with an opacity as "rgba(…)"; any other colour form is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return color;
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
