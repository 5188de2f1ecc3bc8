import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Market } from '#contract/market.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { assetsQueries } from '../api/assets-queries.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

/** The markets whose future settles in this asset. */
export function SettlingMarkets({ assetId, symbol }: { assetId: string; symbol: string }) {
  const query = useQuery(assetsQueries.settlingMarkets(assetId));
  return (
    <section aria-labelledby="settling-markets">
      <h2 id="settling-markets">Markets settling in {symbol}</h2>
      {query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingBlock label="markets" />
      ) : query.data.length === 0 ? (
        <p className="muted">No market settles in {symbol}.</p>
      ) : (
        <MarketList markets={query.data} />
      )}
    </section>
  );
}

function MarketList({ markets }: { markets: Market[] }) {
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label="Markets settling in this asset">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">State</th>
            <th scope="col">Trading mode</th>
            <th scope="col">ID</th>
          </tr>
        </thead>
        <tbody>
          {markets.map((m) => (
            <tr key={m.id}>
              <td>
                <Link to={paths.market.href(m.id)}>{m.tradableInstrument.instrument.code}</Link>
              </td>
              <td>{m.tradableInstrument.instrument.name}</td>
              <td>{enumToWords(m.state)}</td>
              <td>{enumToWords(m.tradingMode)}</td>
              <td>
                <IdText value={m.id} href={paths.market.href(m.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
