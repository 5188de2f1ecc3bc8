import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  canonicalUrl,
  documentTitle,
  headTags,
  type PageHead as Head,
} from '../../lib/page-head/head-tags.ts';

// The current page's own title, for the breadcrumbs (which live in the shell, not the page).
let pageTitle: string | undefined;
const listeners = new Set<() => void>();
function publish(title: string | undefined) {
  pageTitle = title;
  for (const listener of listeners) listener();
}

/**
 * The page's head: its title ("BTCUSD.MF23 · Market · Trading Network Explorer"), description,
 * canonical URL and link-preview cards, built by lib/page-head from what the page shows. React
 * puts the tags into the document's head and takes them out when the page goes, so a page
 * that renders none never shows the previous page's. Chain text in the title must come
 * through isolateChainText (lib). One per page.
 */
export function PageHead({ title, description }: Head) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    publish(title);
    return () => publish(undefined);
  }, [title]);
  const url = canonicalUrl(window.location.origin, pathname, search);
  return (
    <>
      <title>{documentTitle(title)}</title>
      {headTags({ title, description }, url).map((tag) =>
        tag.tag === 'link' ? (
          <link key="canonical" rel={tag.rel} href={tag.href} />
        ) : 'name' in tag ? (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ),
      )}
    </>
  );
}

/** The title the current page gave its PageHead (undefined while it has none). */
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
