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

/** The last searches, remembered in localStorage. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(load);
  useEffect(() => {
    try {
      if (recent.length > 0) window.localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
      else window.localStorage.removeItem(RECENT_KEY);
    } catch {
      // Not remembered across visits; the list still works for this one.
    }
  }, [recent]);
  const remember = useCallback((query: string) => setRecent((list) => addRecent(list, query)), []);
  const clear = useCallback(() => setRecent([]), []);
  return { recent, remember, clear };
}
