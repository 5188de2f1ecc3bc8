import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Transaction } from '#contract/transaction.ts';
import { LiveTable } from '../../../components/ui/live-table.tsx';
import type { LiveHeadRules } from '../../../streams/merge/live-head.ts';
import { useLiveList } from '../../../streams/use-live-list.ts';
import { transactionPageRows, transactionsQueries } from '../api/transactions-queries.ts';
import type { TransactionFilters } from '../transaction-filters.ts';
import { useLookups } from '../use-lookups.ts';
import { TRANSACTION_CARD_LINES, TransactionCard } from './transaction-card.tsx';
import { transactionColumns } from './transaction-columns.tsx';
import { TransactionFiltersForm } from './transaction-filters-form.tsx';

const txKey = (tx: Transaction) => tx.hash;

/** The block explorer's order: block, then index in the block, newest first. */
const TRANSACTION_RULES: LiveHeadRules<Transaction> = {
  keyOf: txKey,
  compare: (a, b) => {
    const blocks = BigInt(b.block) - BigInt(a.block);
    return blocks !== 0n ? (blocks > 0n ? 1 : -1) : b.index - a.index;
  },
};

const NOUN = ['transaction', 'transactions'] as const;

/** Drops a transaction seen twice (pages overlap when blocks arrive while paging). */
function flattenTransactions(pages: Transaction[][]): Transaction[] {
  const seen = new Set<string>();
  return pages.flat().filter((tx) => !seen.has(tx.hash) && Boolean(seen.add(tx.hash)));
}

interface TransactionsListProps {
  filters: TransactionFilters;
  onFiltersChange: (next: TransactionFilters) => void;
}

/**
 * Every transaction, newest first, filtered as the URL says; rows virtualised. There is no
 * transactions stream: the first page is read again while it is on screen, and newer
 * transactions go on top (or are counted while the list is scrolled away).
 */
export function TransactionsList({ filters, onFiltersChange }: TransactionsListProps) {
  const list = transactionsQueries.list(filters);
  const query = useInfiniteQuery(list);
  const lookups = useLookups();
  const columns = useMemo(() => transactionColumns(lookups), [lookups]);
  const loaded = useMemo(() => query.data && flattenTransactions(query.data.pages), [query.data]);
  const live = useLiveList({
    list,
    loaded,
    head: transactionsQueries.head(filters),
    readPage: transactionPageRows,
    rules: TRANSACTION_RULES,
  });
  const filtered = Boolean(filters.type || filters.submitter || filters.block);
  return (
    <>
      <TransactionFiltersForm filters={filters} onChange={onFiltersChange} />
      <LiveTable
        query={query}
        live={live}
        label="Transactions"
        noun={NOUN}
        columns={columns}
        rowId={txKey}
        empty={filtered ? 'No transactions match these filters.' : 'No transactions yet.'}
        narrowRow={(tx) => <TransactionCard tx={tx} lookups={lookups} />}
        narrowLines={TRANSACTION_CARD_LINES}
        resetKey={JSON.stringify(filters)}
      />
    </>
  );
}
