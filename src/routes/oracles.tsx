import { useSearchParams } from 'react-router';
import { PageHead } from '../components/layout/page-head.tsx';
import { NetworkSectionsNav } from '../features/network/components/network-sections-nav.tsx';
import {
  OracleSpecsList,
  specStatusFilterOf,
} from '../features/oracles/components/oracle-specs-list.tsx';

/** The oracle specs, as one section of the network's pages (their tab bar above). */
export default function OraclesPage() {
  const [search, setSearch] = useSearchParams();
  const status = specStatusFilterOf(search.get('status'));
  return (
    <>
      <PageHead
        title="Oracles · Network"
        description="Oracle data source specs of the trading network: what each listens for, its signers and the markets using it."
      />
      <h1>Network</h1>
      <NetworkSectionsNav active="oracles" />
      <section className="tab-panel" aria-label="Oracles">
        <OracleSpecsList
          status={status}
          onStatusChange={(next) =>
            setSearch(next === 'all' ? {} : { status: next }, { preventScrollReset: true })
          }
        />
      </section>
    </>
  );
}
