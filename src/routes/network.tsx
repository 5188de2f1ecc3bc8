import { useSearchParams } from 'react-router';
import { NetworkPage } from '../features/network/components/network-page.tsx';
import { NETWORK_TABS, networkTabOf } from '../features/network/network-tabs.ts';
import { PageHead } from '../components/layout/page-head.tsx';
import { networkHead } from '../lib/page-head/network-head.ts';

export default function NetworkRoute() {
  const [search] = useSearchParams();
  const tab = networkTabOf(search.get('tab'));
  return (
    <>
      <PageHead {...networkHead(NETWORK_TABS.find((t) => t.id === tab)?.label ?? '')} />
      <NetworkPage tab={tab} />
    </>
  );
}
