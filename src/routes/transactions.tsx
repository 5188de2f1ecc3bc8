import { PageHead } from '../components/layout/page-head.tsx';
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
      <PageHead
        title="Transactions"
        description="Transactions of the trading network, newest first: their block, time, epoch, type, result and what they did."
      />
      <h1>Transactions</h1>
      <TransactionsList
        filters={parseTransactionFilters(params)}
        onFiltersChange={(next) => setParams(transactionFiltersToSearch(next, params))}
      />
    </>
  );
}
