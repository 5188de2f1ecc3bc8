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
  parties: { pattern: '/parties', href: () => '/parties' },
  party: {
    pattern: '/parties/:partyId',
    href: (partyId: string, tab?: string) => `/parties/${partyId}${withSearch({ tab })}`,
  },
  order: { pattern: '/orders/:orderId', href: (orderId: string) => `/orders/${orderId}` },
  orders: {
    pattern: '/orders',
    href: (search?: URLSearchParams) => `/orders${search?.size ? `?${search.toString()}` : ''}`,
  },
  transactions: {
    pattern: '/transactions',
    href: (search?: URLSearchParams) =>
      `/transactions${search?.size ? `?${search.toString()}` : ''}`,
  },
  blocks: { pattern: '/blocks', href: () => '/blocks' },
  block: { pattern: '/blocks/:height', href: (height: string | number) => `/blocks/${height}` },
  markets: { pattern: '/markets', href: () => '/markets' },
  market: { pattern: '/markets/:marketId', href: (marketId: string) => `/markets/${marketId}` },
  proposal: {
    pattern: '/governance/:proposalId',
    href: (proposalId: string, tab?: string) => `/governance/${proposalId}${withSearch({ tab })}`,
  },
  validator: { pattern: '/validators/:nodeId', href: (nodeId: string) => `/validators/${nodeId}` },
  validators: {
    pattern: '/validators',
    href: (epoch?: string) => `/validators${withSearch({ epoch })}`,
  },
  governance: {
    pattern: '/governance',
    href: (filters: { state?: string; type?: string } = {}) => `/governance${withSearch(filters)}`,
  },
  network: { pattern: '/network', href: (tab?: string) => `/network${withSearch({ tab })}` },
  oracles: { pattern: '/oracles', href: () => '/oracles' },
  oracle: { pattern: '/oracles/:specId', href: (specId: string) => `/oracles/${specId}` },
  deposit: { pattern: '/deposits/:id', href: (id: string) => `/deposits/${id}` },
  withdrawal: { pattern: '/withdrawals/:id', href: (id: string) => `/withdrawals/${id}` },
} as const;

/** "?a=1&b=2" from the set values, "" when none is set. */
function withSearch(values: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
