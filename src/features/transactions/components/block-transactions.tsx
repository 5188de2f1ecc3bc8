import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '#contract/transaction.ts';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { blockTransactionsQuery } from '../api/block-transactions-query.ts';
import type { Lookups } from '../decode/lookups.ts';
import { summarise } from '../decode/summarise.ts';
import { useLookups } from '../use-lookups.ts';
import { ResultBadge } from './result-badge.tsx';

const PARTY_RE = /^[0-9a-f]{64}$/;

// On a phone a row keeps the transaction's link and its summary (which wraps, blocks.css); the
// rest opens in the row's detail (column priorities), so the list fits 390 px.
const columns = (lookups: Lookups): StaticColumn<Transaction>[] => [
  {
    header: 'Index',
    className: 'num',
    priority: 'medium',
    cell: (tx) => tx.index,
  },
  {
    header: 'Hash',
    cell: (tx) => <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} />,
  },
  { header: 'Type', priority: 'medium', cell: (tx) => tx.type },
  {
    header: 'Submitter',
    priority: 'medium',
    cell: (tx) => (
      <IdText
        value={tx.submitter}
        {...(PARTY_RE.test(tx.submitter) ? { href: paths.party.href(tx.submitter) } : {})}
      />
    ),
  },
  {
    header: 'Result',
    priority: 'medium',
    cell: (tx) => <ResultBadge code={tx.code} error={tx.error} short />,
  },
  {
    header: 'Summary',
    cell: (tx) => {
      const text = summarise(tx, lookups);
      return (
        <span className="summary-cell" title={text}>
          {text}
        </span>
      );
    },
  },
];

/** The block's transactions with their one-line summaries, in block order. */
export function BlockTransactions({ height, count }: { height: string; count: number }) {
  const query = useQuery(blockTransactionsQuery(height));
  const lookups = useLookups();
  if (count === 0) return <p className="muted">This block holds no transactions.</p>;
  if (query.isPending) return <p aria-busy="true">Loading the block’s transactions…</p>;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  const rows = query.data;
  return (
    <>
      {rows.length < count && (
        <p className="muted">
          The data node keeps {rows.length} of this block’s {count} transactions (older history is
          pruned).
        </p>
      )}
      <StaticTable
        label={`Transactions of block ${height}`}
        columns={columns(lookups)}
        rows={rows}
        rowKey={(tx) => tx.hash}
      />
    </>
  );
}
