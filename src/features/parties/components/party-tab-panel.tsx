import type { Lookups } from '../lookups.ts';
import type { PartyTab } from '../party-tabs.ts';
import { PartyAccounts } from './party-accounts.tsx';
import { PartyDelegations } from './party-delegations.tsx';
import { PartyDeposits, PartyTransfers, PartyWithdrawals } from './party-funds.tsx';
import { PartyLedger } from './party-ledger.tsx';
import { PartyOrders, PartyTrades } from './party-orders-trades.tsx';
import { PartyPositions } from './party-positions.tsx';
import { PartyProposals } from './party-proposals.tsx';
import { PartySpam } from './party-spam.tsx';
import { PartyTransactions } from './party-transactions.tsx';
import { PartyVotes } from './party-votes.tsx';

interface Props {
  partyId: string;
  tab: PartyTab;
  lookups: Lookups;
}

/** The chosen tab's content: only that tab's requests are made. */
export function PartyTabPanel({ partyId, tab, lookups }: Props) {
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
      return <PartyDeposits partyId={partyId} lookups={lookups} />;
    case 'withdrawals':
      return <PartyWithdrawals partyId={partyId} lookups={lookups} />;
    case 'transfers':
      return <PartyTransfers partyId={partyId} lookups={lookups} />;
    case 'votes':
      return <PartyVotes partyId={partyId} lookups={lookups} />;
    case 'proposals':
      return <PartyProposals partyId={partyId} />;
    case 'delegations':
      return <PartyDelegations partyId={partyId} lookups={lookups} />;
    case 'spam':
      return <PartySpam partyId={partyId} />;
    case 'transactions':
      return <PartyTransactions partyId={partyId} />;
  }
}
