import type { Transaction } from '#contract/transaction.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { BLOCK_REFRESH_MS, homeQueries, LATEST_ROWS } from '../api/home-queries.ts';

// On a phone the submitter and the result give way to the row's detail (column priorities) and
// the type wraps: block, type and the transaction's link fit 390 px without sideways scrolling.
const COLUMNS: readonly StaticColumn<Transaction>[] = [
  {
    header: 'Block',
    className: 'num',
    cell: (tx) => <Link to={paths.block.href(tx.block)}>{tx.block}</Link>,
  },
  { header: 'Type', className: 'wrap', cell: (tx) => tx.type },
  {
    header: 'Transaction',
    cell: (tx) => <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} />,
  },
  {
    header: 'Submitter',
    priority: 'medium',
    cell: (tx) => <IdText value={tx.submitter} href={paths.party.href(tx.submitter)} />,
  },
  {
    header: 'Result',
    priority: 'medium',
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
          loadingRows={LATEST_ROWS}
          rowsInPlace
        />
      )}
    </section>
  );
}
