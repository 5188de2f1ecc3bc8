import { PageHead } from '../components/layout/page-head.tsx';
import { LIST_HEADS } from '../lib/page-head/describe-lists.ts';
import { useSearchParams } from 'react-router';
import { TransactionsList } from '../features/transactions/components/transactions-list.tsx';
import {
  parseTransactionFilters,
  transactionFiltersToSearch,
} from '../features/transactions/transaction-filters.ts';

export default function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHead {...LIST_HEADS.transactions} />
      <h1>Transactions</h1>
      <TransactionsList
        filters={parseTransactionFilters(params)}
        onFiltersChange={(next) => setParams(transactionFiltersToSearch(next, params))}
      />
    </>
  );
}
