import { createColumnHelper } from '@tanstack/react-table';
import type { Transaction } from '#contract/transaction.ts';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { BlockEpoch, BlockTime } from './block-time.tsx';

const column = createColumnHelper<Transaction>();

/**
 * A transaction's block (linked), its time and its epoch: the three columns every list of
 * transactions starts with. A transaction has no time of its own: its block's, read from the
 * CometBFT RPC.
 */
export const transactionBlockColumns = [
  column.accessor('block', {
    header: 'Block',
    cell: (info) => (
      <Link className="num" to={paths.block.href(info.getValue())}>
        {info.getValue()}
      </Link>
    ),
  }),
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
];
