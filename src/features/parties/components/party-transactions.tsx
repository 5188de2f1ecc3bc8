import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { paths } from '../../../config/paths.ts';
import { BlockEpoch, BlockTime } from '../../../entities/block/block-time.tsx';
import { partiesQueries } from '../api/parties-queries.ts';

const column = createColumnHelper<Transaction>();

const columns = [
  column.accessor('hash', {
    header: 'Transaction',
    cell: (i) => <IdText value={i.getValue()} href={paths.transaction.href(i.getValue())} />,
  }),
  column.accessor('type', { header: 'Type' }),
  column.accessor('block', {
    header: 'Block',
    cell: (i) => (
      <Link className="num" to={paths.block.href(i.getValue())}>
        {i.getValue()}
      </Link>
    ),
  }),
  // A transaction has no time of its own: its block's, read from the CometBFT RPC.
  column.display({
    id: 'time',
    header: 'Time',
    cell: (i) => <BlockTime height={i.row.original.block} />,
  }),
  column.display({
    id: 'epoch',
    header: 'Epoch',
    meta: { className: 'num' },
    cell: (i) => <BlockEpoch height={i.row.original.block} />,
  }),
  column.accessor('code', {
    header: 'Result',
    cell: (i) =>
      i.getValue() === 0 ? (
        'Success'
      ) : (
        <span className="text-error" title={i.row.original.error}>
          Failed (code {i.getValue()})
        </span>
      ),
  }),
];

/** Transactions the party signed, from the block explorer API. */
export function PartyTransactions({ partyId }: { partyId: string }) {
  const query = useInfiniteQuery(partiesQueries.transactions(partyId));
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flat().filter((t) => !seen.has(t.hash) && seen.add(t.hash));
  }, [query.data]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Transactions"
      columns={columns}
      rowId={(t) => t.hash}
      empty="This party has submitted no transactions."
    />
  );
}
