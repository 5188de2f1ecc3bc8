import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { buildUrl } from '../../../api/http-client.ts';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { useTimeZone } from '../../../components/ui/time-zone.tsx';
import { partyFundsQueries } from '../api/party-funds-queries.ts';
import {
  ledgerDateRange,
  ledgerExportParams,
  ledgerHistoryParams,
  readLedgerFilter,
} from '../ledger-filters.ts';
import { assetSymbol, type Lookups } from '../lookups.ts';
import { rowsWithCursor } from '../rows.ts';
import { ledgerColumns } from './ledger-columns.tsx';
import { LedgerFilterForm } from './ledger-filter-form.tsx';

/** Ledger entries with the party on either side, filtered from the URL, and the CSV export. */
export function PartyLedger({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const [search] = useSearchParams();
  const zone = useTimeZone();
  const filter = readLedgerFilter(search);
  const range = ledgerDateRange(filter, zone);
  const reversed = range === 'reversed';
  const dates = reversed ? {} : range;
  const params = ledgerHistoryParams(partyId, filter, dates);
  const query = useInfiniteQuery({
    ...partyFundsQueries.ledger(partyId, params),
    enabled: !reversed,
  });
  const rows = useMemo(() => rowsWithCursor(query.data?.pages ?? []), [query.data]);
  const columns = useMemo(() => ledgerColumns(lookups, partyId), [lookups, partyId]);
  const exportHref = buildUrl(
    '/api/v2/ledgerentry/export',
    ledgerExportParams(partyId, filter, dates),
  );
  const assetName = filter.assetId
    ? (assetSymbol(lookups, filter.assetId) ?? 'the chosen asset')
    : 'every asset';

  return (
    <>
      <LedgerFilterForm filter={filter} lookups={lookups} />
      <p className="export-row">
        <a className="button-link" href={exportHref} download>
          Download CSV
        </a>{' '}
        <span className="muted small">
          Ledger entries of this party in {assetName}
          {filter.fromDate || filter.toDate ? ' within the chosen days' : ', all time'} (the export
          ignores the direction and type filters).
        </span>
      </p>
      {reversed ? (
        <p role="alert" className="text-error">
          The last day is before the first day: no entries can match.
        </p>
      ) : (
        <InfiniteTable
          query={query}
          rows={rows}
          label="Ledger entries"
          columns={columns}
          rowId={(e) => e.cursor}
          empty="No ledger entries match."
        />
      )}
    </>
  );
}
