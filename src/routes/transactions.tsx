import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { useSearchParams } from 'react-router';
import { TransactionsList } from '../features/transactions/components/transactions-list.tsx';
import {
  parseTransactionFilters,
  transactionFiltersToSearch,
} from '../features/transactions/transaction-filters.ts';

export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Transactions</h1>
      <TransactionsList
        filters={parseTransactionFilters(params)}
        onFiltersChange={(next) => setParams(transactionFiltersToSearch(next, params))}
      />
    </>
  );
}
