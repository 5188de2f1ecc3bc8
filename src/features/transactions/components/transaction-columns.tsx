import { createColumnHelper } from '@tanstack/react-table';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { SubmitterName } from '../../../entities/validator/submitter-name.tsx';
import { transactionBlockColumns } from '../../../entities/block/block-columns.tsx';
import { summarise } from '../decode/summarise.ts';
import type { Lookups } from '../decode/lookups.ts';
import { ResultBadge } from './result-badge.tsx';

const column = createColumnHelper<Transaction>();

/** Built per lookups: the summary needs market and asset decimals. */
export function transactionColumns(lookups: Lookups) {
  return [
    ...transactionBlockColumns,
    column.accessor('index', {
      header: 'Index',
      cell: (info) => <span className="num">{info.getValue()}</span>,
    }),
    column.accessor('hash', {
      header: 'Hash',
      cell: (info) => (
        <IdText value={info.getValue()} href={paths.transaction.href(info.getValue())} />
      ),
    }),
    column.accessor('type', { header: 'Type' }),
    column.accessor('submitter', {
      header: 'Submitter',
      // A validator's key (heartbeats, node votes) by the validator's name.
      cell: (info) => <SubmitterName pubKey={info.getValue()} />,
    }),
    column.accessor('code', {
      id: 'result',
      header: 'Result',
      cell: (info) => <ResultBadge code={info.getValue()} error={info.row.original.error} short />,
    }),
    column.display({
      id: 'summary',
      header: 'Summary',
      cell: (info) => {
        const text = summarise(info.row.original, lookups);
        return (
          <span className="summary-cell" title={text}>
            {text}
          </span>
        );
      },
    }),
  ];
}
