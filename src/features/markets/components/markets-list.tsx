import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { useMarketRows } from '../live/use-market-rows.ts';
import { matchesFilters, type MarketsListSearch } from '../list-search.ts';
import { marketColumns } from './market-columns.tsx';
import { MarketsFilters } from './markets-filters.tsx';

interface MarketsListProps {
  search: MarketsListSearch;
  onSearchChange: (patch: Partial<MarketsListSearch>) => void;
}

export function MarketsList({ search, onSearchChange }: MarketsListProps) {
  const { rows, stream, isPending, error, refetch } = useMarketRows();
  const states = useMemo(() => [...new Set(rows.map((r) => r.state))].sort(), [rows]);
  const shown = useMemo(() => rows.filter((r) => matchesFilters(r, search)), [rows, search]);
  if (error) return <ErrorState error={error} retry={refetch} />;
  return (
    <>
      <div className="list-toolbar">
        <MarketsFilters search={search} states={states} onSearchChange={onSearchChange} />
        <LiveStatus
          {...stream}
          onPause={stream.pause}
          onResume={stream.resume}
          label="market prices"
        />
      </div>
      <DataTable
        label="Markets"
        columns={marketColumns}
        rows={shown}
        rowId={(r) => r.id}
        sorting={{ state: search.sorting, onChange: (sorting) => onSearchChange({ sorting }) }}
        isLoading={isPending}
        empty={rows.length === 0 ? 'No markets on this network.' : 'No market matches the filters.'}
      />
      {/* Under the rows once they are there: while they load it would stand in their place. */}
      {!isPending && (
        <p className="muted small">
          {shown.length} of {rows.length} markets. Mark prices are live; 24 h volume is the size
          traded in the current hour and the 23 before it (hourly candles, chain time).
        </p>
      )}
    </>
  );
}
