import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import type { Lookups } from '../lookups.ts';
import { PARTY_TABS, type PartyTab } from '../party-tabs.ts';
import { PartyAccounts } from './party-accounts.tsx';

// Every tab but the first loads its code when opened: a party link opens the accounts, and its
// first-route JavaScript (docs/benchmarks.md) need not carry eleven tables and forms it does not
// show. The accounts stay in the page's own chunk, so the default tab waits for no extra file.
const PartyPositions = lazy(async () => ({
  default: (await import('./party-positions.tsx')).PartyPositions,
}));
const PartyOrders = lazy(async () => ({
  default: (await import('./party-orders-trades.tsx')).PartyOrders,
}));
const PartyTrades = lazy(async () => ({
  default: (await import('./party-orders-trades.tsx')).PartyTrades,
}));
const PartyLedger = lazy(async () => ({
  default: (await import('./party-ledger.tsx')).PartyLedger,
}));
const PartyDeposits = lazy(async () => ({
  default: (await import('./party-funds.tsx')).PartyDeposits,
}));
const PartyWithdrawals = lazy(async () => ({
  default: (await import('./party-funds.tsx')).PartyWithdrawals,
}));
const PartyTransfers = lazy(async () => ({
  default: (await import('./party-funds.tsx')).PartyTransfers,
}));
const PartyVotes = lazy(async () => ({
  default: (await import('./party-votes.tsx')).PartyVotes,
}));
const PartyProposals = lazy(async () => ({
  default: (await import('./party-proposals.tsx')).PartyProposals,
}));
const PartyDelegations = lazy(async () => ({
  default: (await import('./party-delegations.tsx')).PartyDelegations,
}));
const PartyRewards = lazy(async () => ({
  default: (await import('../../../entities/reward/party-rewards.tsx')).PartyRewards,
}));
const PartySpam = lazy(async () => ({
  default: (await import('./party-spam.tsx')).PartySpam,
}));
const PartyTransactions = lazy(async () => ({
  default: (await import('./party-transactions.tsx')).PartyTransactions,
}));

interface Props {
  partyId: string;
  tab: PartyTab;
  lookups: Lookups;
}

/** The chosen tab's content: only that tab's requests are made. */
export function PartyTabPanel({ partyId, tab, lookups }: Props) {
  const label = PARTY_TABS.find((t) => t.id === tab)?.label.toLowerCase() ?? tab;
  return (
    // The panel ends the page: when the tab's code arrives and its own loading state (this
    // block, or skeleton rows) replaces this one, only the space below changes, nothing moves.
    <Suspense fallback={<LoadingBlock label={label} />}>
      <TabContent partyId={partyId} tab={tab} lookups={lookups} />
    </Suspense>
  );
}

function TabContent({ partyId, tab, lookups }: Props) {
  switch (tab) {
    case 'accounts':
      return <PartyAccounts partyId={partyId} lookups={lookups} />;
    case 'positions':
      return <PartyPositions partyId={partyId} lookups={lookups} />;
    case 'orders':
      return <PartyOrders partyId={partyId} lookups={lookups} />;
    case 'trades':
      return <PartyTrades partyId={partyId} lookups={lookups} />;
    case 'ledger':
      return <PartyLedger partyId={partyId} lookups={lookups} />;
    case 'deposits':
      return <PartyDeposits partyId={partyId} />;
    case 'withdrawals':
      return <PartyWithdrawals partyId={partyId} />;
    case 'transfers':
      return <PartyTransfers partyId={partyId} />;
    case 'votes':
      return <PartyVotes partyId={partyId} lookups={lookups} />;
    case 'proposals':
      return <PartyProposals partyId={partyId} />;
    case 'delegations':
      return <PartyDelegations partyId={partyId} lookups={lookups} />;
    case 'rewards':
      return <PartyRewards partyId={partyId} />;
    case 'spam':
      return <PartySpam partyId={partyId} />;
    case 'transactions':
      return <PartyTransactions partyId={partyId} />;
  }
}
