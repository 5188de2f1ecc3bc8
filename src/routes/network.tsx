import { useSearchParams } from 'react-router';
import { NetworkPage } from '../features/network/components/network-page.tsx';
import { NETWORK_TABS, networkTabOf } from '../features/network/network-tabs.ts';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';

export default function NetworkRoute() {
  const [search] = useSearchParams();
  const tab = networkTabOf(search.get('tab'));
  useDocumentTitle(`${NETWORK_TABS.find((t) => t.id === tab)?.label ?? ''} · Network`);
  return <NetworkPage tab={tab} />;
}
