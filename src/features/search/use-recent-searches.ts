import { useCallback, useEffect, useState } from 'react';
import { addRecent, parseRecent } from './recent-searches.ts';

export const RECENT_KEY = 'tne.recentSearches';

function load(): string[] {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

function store(recent: readonly string[]) {
  try {
    if (recent.length > 0) window.localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
    else window.localStorage.removeItem(RECENT_KEY);
  } catch {
    // Not remembered across visits; the list still works for this one.
  }
}

/** Adds a search to the stored list without the hook (the header's field before it loads it). */
export function rememberSearch(query: string) {
  store(addRecent(load(), query));
}

/** The last searches, remembered in localStorage. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(load);
  useEffect(() => store(recent), [recent]);
  const remember = useCallback((query: string) => setRecent((list) => addRecent(list, query)), []);
  const clear = useCallback(() => setRecent([]), []);
  return { recent, remember, clear };
}
