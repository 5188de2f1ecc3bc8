import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { paths } from '../../../config/paths.ts';
import { transactionBlockColumns } from '../../../entities/block/block-columns.tsx';
import { partiesQueries } from '../api/parties-queries.ts';

const column = createColumnHelper<Transaction>();

const columns = [
  column.accessor('hash', {
    header: 'Transaction',
    cell: (i) => <IdText value={i.getValue()} href={paths.transaction.href(i.getValue())} />,
  }),
  column.accessor('type', { header: 'Type' }),
  ...transactionBlockColumns,
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
