import { useSyncExternalStore } from 'react';
import { addRecent, parseRecent } from './recent-searches.ts';

export const RECENT_KEY = 'tne.recentSearches';

function load(): string[] {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

// One list for the page: the search field stores a search, the suggestions list shows it.
let current: string[] | undefined;
const listeners = new Set<() => void>();

function read(): string[] {
  current ??= load();
  return current;
}

function write(recent: string[]) {
  // Held only while someone shows the list; otherwise storage is the one copy.
  current = listeners.size > 0 ? recent : undefined;
  try {
    if (recent.length > 0) window.localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
    else window.localStorage.removeItem(RECENT_KEY);
  } catch {
    // Not remembered across visits; the list still works for this one.
  }
  for (const listener of listeners) listener();
}

/** Adds a search to the list (stored in this browser). */
export function rememberSearch(query: string) {
  write(addRecent(load(), query));
}

function clearRecent() {
  write([]);
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    // Read again from storage on the next subscriber: another tab may have changed it.
    if (listeners.size === 0) current = undefined;
  };
}

const NONE: string[] = [];

/** The last searches, remembered in localStorage, and a way to forget them. */
export function useRecentSearches() {
  const recent = useSyncExternalStore(subscribe, read, () => NONE);
  return { recent, clear: clearRecent };
}
