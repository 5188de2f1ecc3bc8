import { paths } from '../../config/paths.ts';

export const NETWORK_TABS = [
  { id: 'parameters', label: 'Parameters' },
  { id: 'data', label: 'Nodes and epoch' },
  { id: 'treasury', label: 'Treasury' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'snapshots', label: 'Snapshots' },
  { id: 'deposits', label: 'Deposits' },
  { id: 'withdrawals', label: 'Withdrawals' },
  { id: 'transfers', label: 'Transfers' },
] as const;

export type NetworkTab = (typeof NETWORK_TABS)[number]['id'];

/** The network section's tab bar: its own tabs, then the oracle pages (their own route). */
export const NETWORK_SECTIONS = [
  ...NETWORK_TABS.map((t) => ({ ...t, href: paths.network.href(t.id) })),
  { id: 'oracles', label: 'Oracles', href: paths.oracles.href() },
];

export function networkTabOf(raw: string | null): NetworkTab {
  return NETWORK_TABS.find((tab) => tab.id === raw)?.id ?? 'parameters';
}
