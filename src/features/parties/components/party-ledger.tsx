import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { endpointUrl } from '../../../api/endpoints.ts';
import type { AggregatedLedgerEntry } from '#contract/ledger.ts';
import type { AnswerOf } from '#contract/endpoints/endpoint.ts';
import type { ledgerEntries } from '#contract/endpoints/ledger.ts';
import { ledgerExport } from '#contract/endpoints/ledger.ts';
import { LiveTable } from '../../../components/ui/live-table.tsx';
import { useTimeZone } from '../../../components/ui/time-zone.tsx';
import { partyFundsQueries } from '../api/party-funds-queries.ts';
import {
  ledgerDateRange,
  ledgerExportParams,
  ledgerHistoryParams,
  readLedgerFilter,
} from '../ledger-filters.ts';
import { assetSymbol, type Lookups } from '../lookups.ts';
import { byIntegerDesc } from '../../../streams/merge/capped-list.ts';
import type { LiveHeadRules } from '../../../streams/merge/live-head.ts';
import { useLiveList } from '../../../streams/use-live-list.ts';
import { rowsWithCursor, type WithCursor } from '../rows.ts';
import { LEDGER_CARD_LINES, LedgerCard } from './ledger-card.tsx';
import { ledgerColumns } from './ledger-columns.tsx';
import { LedgerFilterForm } from './ledger-filter-form.tsx';

type Entry = WithCursor<AggregatedLedgerEntry>;

/**
 * Entries have no id: the edge cursor (a keyset position) is the row key. Newest first by
 * block time.
 */
const LEDGER_RULES: LiveHeadRules<Entry> = {
  keyOf: (e) => e.cursor,
  compare: byIntegerDesc((e) => e.timestamp),
};

/** The rows of a first page (the head's answer), each with its cursor. */
const readLedgerPage = ({ ledgerEntries: page }: AnswerOf<typeof ledgerEntries>) => ({
  rows: rowsWithCursor([page]),
  hasMore: page.pageInfo.hasNextPage,
});

/**
 * Ledger entries with the party on either side, filtered from the URL, and the CSV export.
 * No stream gives them in this form: the first page is read again while it is on screen and
 * new entries go on top (or are counted while the list is scrolled away).
 */
export function PartyLedger({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const [search] = useSearchParams();
  const zone = useTimeZone();
  const filter = readLedgerFilter(search);
  const range = ledgerDateRange(filter, zone);
  const reversed = range === 'reversed';
  const dates = reversed ? {} : range;
  const params = ledgerHistoryParams(partyId, filter, dates);
  const list = partyFundsQueries.ledger(params);
  const query = useInfiniteQuery({ ...list, enabled: !reversed });
  const loaded = useMemo(() => query.data && rowsWithCursor(query.data.pages), [query.data]);
  const live = useLiveList({
    list,
    // A reversed range asks nothing, so nothing is polled either.
    loaded: reversed ? undefined : loaded,
    head: partyFundsQueries.ledgerHead(params),
    readPage: readLedgerPage,
    rules: LEDGER_RULES,
  });
  const columns = useMemo(() => ledgerColumns(lookups, partyId), [lookups, partyId]);
  const exportHref = endpointUrl(ledgerExport, ledgerExportParams(partyId, filter, dates));
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
        <LiveTable
          query={query}
          live={live}
          label="Ledger entries"
          noun={['ledger entry', 'ledger entries']}
          columns={columns}
          rowId={LEDGER_RULES.keyOf}
          empty="No ledger entries match."
          narrowRow={(entry) => <LedgerCard entry={entry} lookups={lookups} partyId={partyId} />}
          narrowLines={LEDGER_CARD_LINES}
          resetKey={JSON.stringify(params)}
        />
      )}
    </>
  );
}
