import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Party } from '../../../../server/src/contract/party.ts';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { paths } from '../../../config/paths.ts';
import { partiesQueries } from '../api/parties-queries.ts';

const column = createColumnHelper<Party>();

const columns = [
  column.accessor('id', {
    header: 'Party',
    cell: (i) => <IdText value={i.getValue()} href={paths.party.href(i.getValue())} />,
  }),
  column.accessor('id', {
    id: 'key',
    header: 'Public key',
    cell: (i) => <span className="mono small muted">{i.getValue()}</span>,
  }),
];

/** Every party the network knows, page by page (a party is only its key in this API). */
export function PartiesTable() {
  const query = useInfiniteQuery(partiesQueries.list());
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (p) => p.id), [query.data]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Parties"
      columns={columns}
      rowId={(p) => p.id}
      empty="No parties on this network yet."
    />
  );
}
