import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { Party } from '#contract/party.ts';
import { PHONE_DETAIL } from '../../../components/data-table/column-priority.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { paths } from '../../../config/paths.ts';
import { partiesQueries } from '../api/parties-queries.ts';

const column = createColumnHelper<Party>();

const columns = [
  column.accessor('id', {
    header: 'Party',
    cell: (i) => <IdText value={i.getValue()} href={paths.party.href(i.getValue())} />,
  }),
  // The whole key, selectable, never cut to "…" (wider than a cell's usual limit); on a phone it
  // does not fit beside the short id, so it opens in the row's detail, wrapping there.
  column.accessor('id', {
    id: 'key',
    header: 'Public key',
    meta: { ...PHONE_DETAIL, className: 'whole-value' },
    cell: (i) => <span className="mono small muted break">{i.getValue()}</span>,
  }),
];

/** Every party the network knows, page by page (a party is only its key in this API). */
export function PartiesTable() {
  const query = useInfiniteQuery(partiesQueries.list());
  return (
    <ConnectionTable
      query={query}
      label="Parties"
      columns={columns}
      rowId={byId}
      empty="No parties on this network yet."
    />
  );
}
