import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { NETWORK_TABS, type NetworkTab } from '../network-tabs.ts';
import { NetworkDataPanel } from './network-data-panel.tsx';
import { NetworkSectionsNav } from './network-sections-nav.tsx';
import { DepositsTable, TransfersTable, WithdrawalsTable } from './network-funds.tsx';
import { ParametersPanel } from './parameters-panel.tsx';
import { SnapshotsTable } from './snapshots-table.tsx';

// Loaded when opened: the network page's first tab does not carry their tables.
const TreasuryPanel = lazy(async () => ({
  default: (await import('./treasury-panel.tsx')).TreasuryPanel,
}));
const NetworkRewards = lazy(async () => ({
  default: (await import('./network-rewards.tsx')).NetworkRewards,
}));

interface Props {
  tab: NetworkTab;
}

export function NetworkPage({ tab }: Props) {
  return (
    <>
      <h1>Network</h1>
      <NetworkSectionsNav active={tab} />
      <section className="tab-panel" aria-label={NETWORK_TABS.find((t) => t.id === tab)?.label}>
        {tab === 'parameters' && <ParametersPanel />}
        {tab === 'data' && <NetworkDataPanel />}
        <Suspense fallback={<LoadingBlock label={tab} />}>
          {tab === 'treasury' && <TreasuryPanel />}
          {tab === 'rewards' && <NetworkRewards />}
        </Suspense>
        {tab === 'snapshots' && <SnapshotsTable />}
        {tab === 'deposits' && <DepositsTable />}
        {tab === 'withdrawals' && <WithdrawalsTable />}
        {tab === 'transfers' && <TransfersTable />}
      </section>
    </>
  );
}
