import { useEffect } from 'react';

export const SITE_TITLE = 'Trading Network Explorer';

/**
 * Names the page in the browser's title bar, tabs and history: "BTCUSD.MF23 · Market ·
 * Trading Network Explorer". Chain text in `title` must come through isolateChainText (lib).
 * Undefined keeps the site's name alone (a page still loading). Restored on unmount, so a page
 * that sets none never shows the previous page's title.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
  useEffect(
    () => () => {
      document.title = SITE_TITLE;
    },
    [],
  );
}
