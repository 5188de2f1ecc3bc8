import { useSearchParams } from 'react-router';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { NetworkPage } from '../features/network/components/network-page.tsx';
import { networkTabOf } from '../features/network/network-tabs.ts';

export default function NetworkRoute() {
  const [search] = useSearchParams();
  const assets = useAssetDirectory();
  return <NetworkPage tab={networkTabOf(search.get('tab'))} assets={assets} />;
}
