import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { NETWORK_SECTIONS } from '../network-tabs.ts';

/** The network section's tabs, shared by the network page and the oracle pages. */
export function NetworkSectionsNav({ active }: { active: string }) {
  return <TabNav label="Network sections" active={active} items={NETWORK_SECTIONS} />;
}
