import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { paths } from '../../../config/paths.ts';
import { NETWORK_TABS, type NetworkTab } from '../network-tabs.ts';
import { NetworkDataPanel } from './network-data-panel.tsx';
import { DepositsTable, TransfersTable, WithdrawalsTable } from './network-funds.tsx';
import { ParametersPanel } from './parameters-panel.tsx';
import { SnapshotsTable } from './snapshots-table.tsx';

interface Props {
  tab: NetworkTab;
}

export function NetworkPage({ tab }: Props) {
  return (
    <>
      <h1>Network</h1>
      <TabNav
        label="Network sections"
        active={tab}
        items={NETWORK_TABS.map((t) => ({ ...t, href: paths.network.href(t.id) }))}
      />
      <section className="tab-panel" aria-label={NETWORK_TABS.find((t) => t.id === tab)?.label}>
        {tab === 'parameters' && <ParametersPanel />}
        {tab === 'data' && <NetworkDataPanel />}
        {tab === 'snapshots' && <SnapshotsTable />}
        {tab === 'deposits' && <DepositsTable />}
        {tab === 'withdrawals' && <WithdrawalsTable />}
        {tab === 'transfers' && <TransfersTable />}
      </section>
    </>
  );
}
