import { useQuery } from '@tanstack/react-query';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { BLOCK_REFRESH_MS, homeQueries } from '../api/home-queries.ts';

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
        <div className="table-wrap">
          <table
            className="data-table"
            aria-label="Latest transactions"
            aria-busy={query.isPending || undefined}
          >
            <thead>
              <tr>
                <th scope="col">Block</th>
                <th scope="col">Type</th>
                <th scope="col">Transaction</th>
                <th scope="col">Submitter</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {query.isSuccess && query.data.length === 0 && (
                <tr>
                  <td colSpan={5} className="empty">
                    No transactions yet.
                  </td>
                </tr>
              )}
              {query.data?.map((tx) => (
                <tr key={tx.hash}>
                  <td>{tx.block}</td>
                  <td>{tx.type}</td>
                  <td>
                    <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} />
                  </td>
                  <td>
                    <IdText value={tx.submitter} href={paths.party.href(tx.submitter)} />
                  </td>
                  <td>
                    {tx.code === 0 ? (
                      'Success'
                    ) : (
                      <span className="text-error">Failed ({tx.code})</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
