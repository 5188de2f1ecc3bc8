/*
 * A page's head as a person, a link preview and a crawler read it: the title, a description,
 * the canonical URL, OpenGraph and Twitter card tags. Pure: the explorer renders these tags
 * (components/layout/page-head.tsx) and a server can write the same ones into its HTML.
 */

export const SITE_NAME = 'Trading Network Explorer';

/** What a page says about itself; the builders beside it (*-head.ts) make one from its data; list pages write their own. */
export interface PageHead {
  /** The page's own title ("BTCUSD.MF23 · Market"); the site's name follows it. */
  title: string;
  description: string;
}

export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/** "BTCUSD.MF23 · Market · Trading Network Explorer"; the site's name alone without a title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * The page's one address: its path, and of its query only the tab (a tab is a page of its own;
 * filters, sorting and the data-node choice are views of it). `origin` is the site's.
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const tab = new URLSearchParams(search).get('tab');
  return `${origin}${pathname}${tab ? `?${new URLSearchParams({ tab }).toString()}` : ''}`;
}

/** The description, canonical link and card tags of a page at `url` (absolute). */
export function headTags(head: PageHead, url: string): HeadTag[] {
  const title = documentTitle(head.title);
  return [
    { tag: 'meta', name: 'description', content: head.description },
    { tag: 'link', rel: 'canonical', href: url },
    { tag: 'meta', property: 'og:type', content: 'website' },
    { tag: 'meta', property: 'og:site_name', content: SITE_NAME },
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:description', content: head.description },
    { tag: 'meta', property: 'og:url', content: url },
    { tag: 'meta', name: 'twitter:card', content: 'summary' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: head.description },
  ];
}
