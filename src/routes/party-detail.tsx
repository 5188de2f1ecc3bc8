import { useParams, useSearchParams } from 'react-router';
import { NETWORK_PARTY } from '#contract/party.ts';
import { PageHead } from '../components/layout/page-head.tsx';
import { partyHead } from '../lib/page-head/party-head.ts';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { PartyPage } from '../features/parties/components/party-page.tsx';
import { PARTY_TABS, partyTabOf } from '../features/parties/party-tabs.ts';

/** Composes the party page with the asset directory it formats amounts with. */
export default function PartyDetailPage() {
  const { partyId = '' } = useParams();
  const [search] = useSearchParams();
  const tab = partyTabOf(search.get('tab'));
  const tabLabel = PARTY_TABS.find((t) => t.id === tab)?.label ?? '';
  const assets = useAssetDirectory();
  return (
    <>
      <PageHead {...partyHead(partyId, tabLabel, partyId === NETWORK_PARTY)} />
      <PartyPage key={partyId} partyId={partyId} tab={tab} assets={assets} />
    </>
  );
}
