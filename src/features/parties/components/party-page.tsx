import { useQuery } from '@tanstack/react-query';
import type { Asset } from '#contract/asset.ts';
import { NETWORK_PARTY } from '#contract/party.ts';
import { ID_PATTERN } from '#contract/primitives.ts';
import { useMarketDirectory } from '../../../entities/market/market-directory.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { NotFoundState, QueryFailure } from '../../../components/ui/status-states.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { paths } from '../../../config/paths.ts';
import { partiesQueries } from '../api/parties-queries.ts';
import type { Lookups } from '../lookups.ts';
import { PARTY_TABS, type PartyTab } from '../party-tabs.ts';
import { PartyTabPanel } from './party-tab-panel.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

interface PartyPageProps {
  partyId: string;
  tab: PartyTab;
  /** Asset directory from the assets feature (composed in by the route). */
  assets: ReadonlyMap<string, Asset> | undefined;
}

/** One party: its key, then one tab of its activity at a time (the tab is in the URL). */
export function PartyPage({ partyId, tab, assets }: PartyPageProps) {
  const isNetwork = partyId === NETWORK_PARTY;
  const wellFormed = isNetwork || ID_PATTERN.test(partyId);
  // The network party always exists and is not listed among the parties: nothing to ask.
  const exists = useQuery({ ...partiesQueries.exists(partyId), enabled: wellFormed && !isNetwork });
  const { markets, pending: marketsPending } = useMarketDirectory();

  if (!wellFormed) return <NotFoundState what="Party" id={partyId} malformed />;
  if (exists.isError) {
    return (
      <QueryFailure
        error={exists.error}
        what="Party"
        id={partyId}
        retry={() => void exists.refetch()}
      />
    );
  }
  if (exists.data === false) return <NotFoundState what="Party" id={partyId} />;

  const lookups: Lookups = { assets, markets: marketsPending ? undefined : markets };
  return (
    <article>
      {isNetwork ? (
        <>
          <h1>Network party</h1>
          <p className="muted">
            The network itself: it owns the insurance pools, the reward pools and the treasury, and
            takes over the positions of parties that are closed out, trading them out.
          </p>
        </>
      ) : (
        <>
          <h1>
            Party <IdText value={partyId} />
          </h1>
          <p className="muted break mono small">{partyId}</p>
        </>
      )}
      <TabNav
        label="Party activity"
        active={tab}
        items={PARTY_TABS.map((t) => ({ ...t, href: paths.party.href(partyId, t.id) }))}
      />
      {!isNetwork && exists.isPending ? (
        <LoadingBlock label="the party" />
      ) : (
        <section className="tab-panel" aria-label={PARTY_TABS.find((t) => t.id === tab)?.label}>
          <PartyTabPanel partyId={partyId} tab={tab} lookups={lookups} />
        </section>
      )}
    </article>
  );
}
