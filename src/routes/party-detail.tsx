import { useParams, useSearchParams } from 'react-router';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { PartyPage } from '../features/parties/components/party-page.tsx';
import { partyTabOf } from '../features/parties/party-tabs.ts';

/** Composes the party page with the asset directory it formats amounts with. */
export default function PartyDetailPage() {
  const { partyId = '' } = useParams();
  const [search] = useSearchParams();
  const assets = useAssetDirectory();
  return (
    <PartyPage
      key={partyId}
      partyId={partyId}
      tab={partyTabOf(search.get('tab'))}
      assets={assets}
    />
  );
}
