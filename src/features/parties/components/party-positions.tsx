import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { LIVE_REFRESH_MS } from '../api/party-trading-queries.ts';
import { useLiveCollection } from '../../../streams/use-live-collection.ts';
import { livePositions } from '../live/live-rules.ts';
import type { Lookups } from '../lookups.ts';
import { RefreshNote } from './refresh-note.tsx';
import { anyPositionStatus, positionColumns } from './trading-columns.tsx';

export function PartyPositions({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const query = useLiveCollection(livePositions(partyId));
  const rows = query.items ?? [];
  const showStatus = anyPositionStatus(rows);
  const columns = useMemo(() => positionColumns(lookups, showStatus), [lookups, showStatus]);
  if (query.error) return <ErrorState error={query.error} retry={query.refetch} />;
  return (
    <>
      <RefreshNote
        label="positions"
        stream={query.stream}
        live={query.live}
        updatedAt={query.updatedAt}
        everyMs={LIVE_REFRESH_MS}
      />
      <DataTable
        label="Positions"
        columns={columns}
        rows={rows}
        rowId={(p) => p.marketId}
        isLoading={query.isPending}
        empty="This party has no positions."
      />
    </>
  );
}
