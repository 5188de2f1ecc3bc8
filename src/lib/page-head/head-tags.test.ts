import { describe, expect, it } from 'vitest';
import { canonicalUrl, documentTitle, headTags } from './head-tags.ts';

describe('head tags', () => {
  it('keep of the query only the tab in the canonical URL', () => {
    expect(canonicalUrl('https://x.test', '/parties/ab', '?tab=orders&status=active')).toBe(
      'https://x.test/parties/ab?tab=orders',
    );
    expect(canonicalUrl('https://x.test', '/orders', '?market=m1&node=http://n')).toBe(
      'https://x.test/orders',
    );
  });

  it('title a page before the site’s name, and the site alone without one', () => {
    expect(documentTitle('Orders')).toBe('Orders · Trading Network Explorer');
    expect(documentTitle(undefined)).toBe('Trading Network Explorer');
  });

  it('carry the description, the canonical link, and OpenGraph and Twitter cards', () => {
    const tags = headTags({ title: 'Blocks', description: 'All blocks.' }, 'https://x.test/b');
    expect(tags).toEqual([
      { tag: 'meta', name: 'description', content: 'All blocks.' },
      { tag: 'link', rel: 'canonical', href: 'https://x.test/b' },
      { tag: 'meta', property: 'og:type', content: 'website' },
      { tag: 'meta', property: 'og:site_name', content: 'Trading Network Explorer' },
      { tag: 'meta', property: 'og:title', content: 'Blocks · Trading Network Explorer' },
      { tag: 'meta', property: 'og:description', content: 'All blocks.' },
      { tag: 'meta', property: 'og:url', content: 'https://x.test/b' },
      { tag: 'meta', name: 'twitter:card', content: 'summary' },
      { tag: 'meta', name: 'twitter:title', content: 'Blocks · Trading Network Explorer' },
      { tag: 'meta', name: 'twitter:description', content: 'All blocks.' },
    ]);
  });
});
