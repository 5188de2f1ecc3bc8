export const NETWORK_TABS = [
  { id: 'parameters', label: 'Parameters' },
  { id: 'data', label: 'Nodes and epoch' },
  { id: 'snapshots', label: 'Snapshots' },
  { id: 'deposits', label: 'Deposits' },
  { id: 'withdrawals', label: 'Withdrawals' },
  { id: 'transfers', label: 'Transfers' },
] as const;

export type NetworkTab = (typeof NETWORK_TABS)[number]['id'];

export function networkTabOf(raw: string | null): NetworkTab {
  return NETWORK_TABS.find((tab) => tab.id === raw)?.id ?? 'parameters';
}
