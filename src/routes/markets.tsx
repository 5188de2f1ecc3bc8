import { PageHead } from '../components/layout/page-head.tsx';
import { useSearchParams } from 'react-router';
import { MarketsList } from '../features/markets/components/markets-list.tsx';
import { readListSearch, writeListSearch } from '../features/markets/list-search.ts';

export default function MarketsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHead
        title="Markets"
        description="Every market of the trading network: state, trading mode, live mark price and 24 h volume."
      />
      <h1>Markets</h1>
      <MarketsList
        search={readListSearch(params)}
        // Typing in the filter replaces the history entry rather than adding one per key.
        onSearchChange={(patch) => setParams((p) => writeListSearch(p, patch), { replace: true })}
      />
    </>
  );
}
