/**
 * The party page's tabs, most used first: a trader's money and trading, then its own
 * transactions, then the governance and staking side. The tab bar shows the first ten
 * (TABS_IN_BAR) and puts the rest in its "More" menu. The chosen one is the URL's `?tab=`.
 */
export const PARTY_TABS = [
  { id: 'accounts', label: 'Accounts' },
  { id: 'positions', label: 'Positions' },
  { id: 'orders', label: 'Orders' },
  { id: 'trades', label: 'Trades' },
  { id: 'ledger', label: 'Ledger' },
  { id: 'transactions', label: 'Transactions' },
  { id: 'deposits', label: 'Deposits' },
  { id: 'withdrawals', label: 'Withdrawals' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'delegations', label: 'Delegations' },
  { id: 'votes', label: 'Votes' },
  { id: 'proposals', label: 'Proposals' },
  { id: 'spam', label: 'Spam statistics' },
] as const;

export type PartyTab = (typeof PARTY_TABS)[number]['id'];

export const DEFAULT_PARTY_TAB: PartyTab = 'accounts';

/** The tab named in the URL; an unknown or missing name falls back to the first tab. */
export function partyTabOf(raw: string | null): PartyTab {
  return PARTY_TABS.find((tab) => tab.id === raw)?.id ?? DEFAULT_PARTY_TAB;
}
