import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { CometBlockMeta } from '#contract/cometbft.ts';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { rfc3339ToNs } from '../../../lib/rfc3339-ns.ts';
import type { Proposer } from '../use-proposers.ts';
import { ProposerName } from './proposer-name.tsx';

const column = createColumnHelper<CometBlockMeta>();

export const formatHeight = (height: string) => BigInt(height).toLocaleString('en-US');

/** Built per proposer directory: the proposer column names validators. */
export function blockColumns(proposers: Map<string, Proposer>) {
  return [
    column.accessor((m) => m.header.height, {
      id: 'height',
      header: 'Height',
      cell: (info) => (
        <Link className="num" to={paths.block.href(info.getValue())}>
          {formatHeight(info.getValue())}
        </Link>
      ),
    }),
    column.accessor((m) => m.header.time, {
      id: 'time',
      header: 'Time',
      cell: (info) => <Timestamp ns={rfc3339ToNs(info.getValue()) ?? '0'} />,
    }),
    column.accessor((m) => m.header.proposer_address, {
      id: 'proposer',
      header: 'Proposer',
      cell: (info) => (
        <ProposerName address={info.getValue()} proposer={proposers.get(info.getValue())} />
      ),
    }),
    column.accessor((m) => m.num_txs, {
      id: 'txs',
      header: 'Transactions',
      meta: { className: 'num' },
      cell: (info) => <span className="num">{info.getValue()}</span>,
    }),
  ];
}
