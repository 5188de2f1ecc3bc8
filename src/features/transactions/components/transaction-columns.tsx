import { createColumnHelper } from '@tanstack/react-table';
import type { Transaction } from '#contract/transaction.ts';
import { Link } from 'react-router';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { BlockEpoch, BlockTime } from '../../../entities/block/block-time.tsx';
import { summarise } from '../decode/summarise.ts';
import type { Lookups } from '../decode/lookups.ts';
import { ResultBadge } from './result-badge.tsx';

const column = createColumnHelper<Transaction>();

const PARTY_RE = /^[0-9a-f]{64}$/;

/** Built per lookups: the summary needs market and asset decimals. */
export function transactionColumns(lookups: Lookups) {
  return [
    column.accessor('block', {
      header: 'Block',
      cell: (info) => (
        <Link className="num" to={paths.block.href(info.getValue())}>
          {info.getValue()}
        </Link>
      ),
    }),
    // A transaction has no time of its own: its block's, read from the CometBFT RPC.
    column.display({
      id: 'time',
      header: 'Time',
      cell: (info) => <BlockTime height={info.row.original.block} />,
    }),
    column.display({
      id: 'epoch',
      header: 'Epoch',
      meta: { className: 'num' },
      cell: (info) => <BlockEpoch height={info.row.original.block} />,
    }),
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
      cell: (info) => {
        const id = info.getValue();
        return <IdText value={id} {...(PARTY_RE.test(id) ? { href: paths.party.href(id) } : {})} />;
      },
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
