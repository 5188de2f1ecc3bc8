import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CoreSnapshot } from '../../../../server/src/contract/node.ts';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
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

/** Core state snapshots, newest first: where a node can restart from. */
export function SnapshotsTable() {
  const query = useInfiniteQuery(networkQueries.snapshots());
  const rows = useMemo(
    () => flattenNodes(query.data?.pages ?? [], (s) => `${s.blockHeight}-${s.blockHash}`),
    [query.data],
  );
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Snapshots"
      columns={columns}
      rowId={(s) => `${s.blockHeight}-${s.blockHash}`}
      empty="No snapshots taken yet."
    />
  );
}
