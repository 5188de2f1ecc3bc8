/** The party page's tabs, in order; the chosen one is the URL's `?tab=`. */
export const PARTY_TABS = [
  { id: 'accounts', label: 'Accounts' },
  { id: 'positions', label: 'Positions' },
  { id: 'orders', label: 'Orders' },
  { id: 'trades', label: 'Trades' },
  { id: 'ledger', label: 'Ledger' },
  { id: 'deposits', label: 'Deposits' },
  { id: 'withdrawals', label: 'Withdrawals' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'votes', label: 'Votes' },
  { id: 'proposals', label: 'Proposals' },
  { id: 'delegations', label: 'Delegations' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'spam', label: 'Spam statistics' },
  { id: 'transactions', label: 'Transactions' },
] as const;

export type PartyTab = (typeof PARTY_TABS)[number]['id'];

export const DEFAULT_PARTY_TAB: PartyTab = 'accounts';

/** The tab named in the URL; an unknown or missing name falls back to the first tab. */
export function partyTabOf(raw: string | null): PartyTab {
  return PARTY_TABS.find((tab) => tab.id === raw)?.id ?? DEFAULT_PARTY_TAB;
}
