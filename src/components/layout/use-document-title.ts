import { useEffect, useSyncExternalStore } from 'react';

export const SITE_TITLE = 'Trading Network Explorer';

// The current page's own title, for the breadcrumbs (which live in the shell, not the page).
let pageTitle: string | undefined;
const listeners = new Set<() => void>();
function publish(title: string | undefined) {
  pageTitle = title;
  for (const listener of listeners) listener();
}

/**
 * Names the page in the browser's title bar, tabs and history: "BTCUSD.MF23 · Market ·
 * Trading Network Explorer", and for the breadcrumbs. Chain text in `title` must come through
 * isolateChainText (lib). Undefined keeps the site's name alone (a page still loading).
 * Restored on unmount, so a page that sets none never shows the previous page's title.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
    publish(title);
  }, [title]);
  useEffect(
    () => () => {
      document.title = SITE_TITLE;
      publish(undefined);
    },
    [],
  );
}

/** The title the current page set with useDocumentTitle (undefined while it has none). */
export function usePageTitle(): string | undefined {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => pageTitle,
    () => undefined,
  );
}
