import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { CoreSnapshot } from '#contract/node.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { networkQueries } from '../api/network-queries.ts';

const column = createColumnHelper<CoreSnapshot>();

const columns = [
  column.accessor('blockHeight', { header: 'Block' }),
  column.accessor('blockHash', {
    header: 'Block hash',
    cell: (i) => <IdText value={i.getValue()} />,
  }),
  column.accessor('coreVersion', { header: 'Core version' }),
  column.accessor('protocolUpgradeBlock', {
    header: 'Protocol upgrade',
    cell: (i) => (i.getValue() ? 'Yes' : 'No'),
  }),
];

/** A snapshot has no id of its own: its block is one. */
const snapshotId = (s: CoreSnapshot) => `${s.blockHeight}-${s.blockHash}`;

/** Core state snapshots, newest first: where a node can restart from. */
export function SnapshotsTable() {
  const query = useInfiniteQuery(networkQueries.snapshots());
  return (
    <ConnectionTable
      query={query}
      label="Snapshots"
      columns={columns}
      rowId={snapshotId}
      empty="No snapshots taken yet."
    />
  );
}
