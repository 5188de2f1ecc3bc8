/** The one route registry: every page's path pattern and its link builder. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  assets: { pattern: '/assets', href: () => '/assets' },
  asset: { pattern: '/assets/:assetId', href: (assetId: string) => `/assets/${assetId}` },
  search: {
    pattern: '/search',
    href: (q?: string) => (q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search'),
  },
  transaction: { pattern: '/transactions/:hash', href: (hash: string) => `/transactions/${hash}` },
  party: { pattern: '/parties/:partyId', href: (partyId: string) => `/parties/${partyId}` },
  order: { pattern: '/orders/:orderId', href: (orderId: string) => `/orders/${orderId}` },
  market: { pattern: '/markets/:marketId', href: (marketId: string) => `/markets/${marketId}` },
  proposal: {
    pattern: '/governance/:proposalId',
    href: (proposalId: string) => `/governance/${proposalId}`,
  },
  validator: { pattern: '/validators/:nodeId', href: (nodeId: string) => `/validators/${nodeId}` },
  deposit: { pattern: '/deposits/:id', href: (id: string) => `/deposits/${id}` },
  withdrawal: { pattern: '/withdrawals/:id', href: (id: string) => `/withdrawals/${id}` },
} as const;
