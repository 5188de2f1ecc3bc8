import type { Transaction } from '#contract/transaction.ts';
import { useQuery } from '@tanstack/react-query';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { BLOCK_REFRESH_MS, homeQueries } from '../api/home-queries.ts';

const COLUMNS: readonly StaticColumn<Transaction>[] = [
  { header: 'Block', cell: (tx) => tx.block },
  { header: 'Type', cell: (tx) => tx.type },
  {
    header: 'Transaction',
    cell: (tx) => <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} />,
  },
  {
    header: 'Submitter',
    cell: (tx) => <IdText value={tx.submitter} href={paths.party.href(tx.submitter)} />,
  },
  {
    header: 'Result',
    cell: (tx) =>
      tx.code === 0 ? 'Success' : <span className="text-error">Failed ({tx.code})</span>,
  },
];

/** The latest transactions, re-read about every block (the block explorer has no stream). */
export function LatestTransactions() {
  const query = useQuery({
    ...homeQueries.latestTransactions(),
    refetchInterval: BLOCK_REFRESH_MS,
  });
  return (
    <section aria-labelledby="home-transactions" className="home-panel">
      <div className="panel-heading">
        <h2 id="home-transactions">Latest transactions</h2>
        <span className="muted small">refreshed every {BLOCK_REFRESH_MS / 1000} s</span>
      </div>
      {query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : (
        <StaticTable
          label="Latest transactions"
          columns={COLUMNS}
          rows={query.data ?? []}
          rowKey={(tx) => tx.hash}
          empty="No transactions yet."
          isLoading={query.isPending}
        />
      )}
    </section>
  );
}
