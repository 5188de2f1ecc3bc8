import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Market } from '#contract/market.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { assetsQueries } from '../api/assets-queries.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { PHONE_DETAIL } from '../../../components/data-table/column-priority.ts';

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

const column = createColumnHelper<Market>();
// On a phone (PHONE_DETAIL) a row keeps the code and state; the rest opens in its detail.
const COLUMNS = [
  column.accessor((m) => m.tradableInstrument.instrument.code, {
    id: 'code',
    header: 'Code',
    cell: (i) => <Link to={paths.market.href(i.row.original.id)}>{i.getValue()}</Link>,
  }),
  column.accessor((m) => m.tradableInstrument.instrument.name, {
    id: 'name',
    header: 'Name',
    meta: PHONE_DETAIL,
  }),
  column.accessor('state', { header: 'State', cell: (i) => enumToWords(i.getValue()) }),
  column.accessor('tradingMode', {
    header: 'Trading mode',
    meta: PHONE_DETAIL,
    cell: (i) => enumToWords(i.getValue()),
  }),
  column.accessor('id', {
    header: 'ID',
    meta: PHONE_DETAIL,
    cell: (i) => <IdText value={i.getValue()} href={paths.market.href(i.getValue())} />,
  }),
];

function MarketList({ markets }: { markets: Market[] }) {
  return (
    <DataTable
      label="Markets settling in this asset"
      columns={COLUMNS}
      rows={markets}
      rowId={(m) => m.id}
    />
  );
}
