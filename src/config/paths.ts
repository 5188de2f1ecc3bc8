/** The one route registry: every page's path pattern and its link builder. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  assets: { pattern: '/assets', href: () => '/assets' },
  asset: { pattern: '/assets/:assetId', href: (assetId: string) => `/assets/${assetId}` },
} as const;
