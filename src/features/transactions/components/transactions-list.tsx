import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Transaction } from '../../../../server/src/contract/transaction.ts';
import { VirtualTable } from '../../../components/data-table/virtual-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { transactionsQueries } from '../api/transactions-queries.ts';
import type { TransactionFilters } from '../transaction-filters.ts';
import { useLookups } from '../use-lookups.ts';
import { TransactionCard } from './transaction-card.tsx';
import { transactionColumns } from './transaction-columns.tsx';
import { TransactionFiltersForm } from './transaction-filters-form.tsx';

const txKey = (tx: Transaction) => tx.hash;

/** Drops a transaction seen twice (pages overlap when blocks arrive while paging). */
function flattenTransactions(pages: Transaction[][]): Transaction[] {
  const seen = new Set<string>();
  return pages.flat().filter((tx) => !seen.has(tx.hash) && Boolean(seen.add(tx.hash)));
}

interface TransactionsListProps {
  filters: TransactionFilters;
  onFiltersChange: (next: TransactionFilters) => void;
}

/** Every transaction, newest first, filtered as the URL says; rows virtualised. */
export function TransactionsList({ filters, onFiltersChange }: TransactionsListProps) {
  const query = useInfiniteQuery(transactionsQueries.list(filters));
  const lookups = useLookups();
  const columns = useMemo(() => transactionColumns(lookups), [lookups]);
  const rows = useMemo(() => flattenTransactions(query.data?.pages ?? []), [query.data]);
  const filtered = Boolean(filters.type || filters.submitter || filters.block);
  return (
    <>
      <TransactionFiltersForm filters={filters} onChange={onFiltersChange} />
      {query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : (
        <VirtualTable
          label="Transactions"
          columns={columns}
          rows={rows}
          rowId={txKey}
          isLoading={query.isPending}
          empty={filtered ? 'No transactions match these filters.' : 'No transactions yet.'}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={() => void query.fetchNextPage()}
          narrowRow={(tx) => <TransactionCard tx={tx} lookups={lookups} />}
          resetKey={JSON.stringify(filters)}
        />
      )}
    </>
  );
}
