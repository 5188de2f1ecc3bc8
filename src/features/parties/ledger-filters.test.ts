import { describe, expect, it } from 'vitest';
import {
  dayStartMs,
  ledgerDateRange,
  ledgerExportParams,
  ledgerHistoryParams,
  readLedgerFilter,
} from './ledger-filters.ts';

const PARTY = 'p'.repeat(64);
const ASSET = 'a'.repeat(64);

describe('readLedgerFilter', () => {
  it('reads valid filters and drops malformed ones', () => {
    expect(
      readLedgerFilter(
        new URLSearchParams(
          `direction=in&type=TRANSFER_TYPE_DEPOSIT&asset=${ASSET}&from=2026-01-01&to=2026-02-30`,
        ),
      ),
    ).toEqual({
      direction: 'in',
      transferType: 'TRANSFER_TYPE_DEPOSIT',
      assetId: ASSET,
      fromDate: '2026-01-01',
      toDate: undefined,
    });
    expect(readLedgerFilter(new URLSearchParams('direction=up&type=7&asset=x'))).toEqual({
      direction: 'any',
      transferType: undefined,
      assetId: undefined,
      fromDate: undefined,
      toDate: undefined,
    });
  });
});

describe('dates', () => {
  it('reads a day in UTC', () => {
    expect(dayStartMs('2026-01-02', 'UTC')).toBe(Date.UTC(2026, 0, 2));
    expect(dayStartMs('2026-13-01', 'UTC')).toBeUndefined();
  });

  it('covers whole days: the end is the start of the day after the last one', () => {
    const filter = readLedgerFilter(new URLSearchParams('from=2026-01-01&to=2026-01-01'));
    expect(ledgerDateRange(filter, 'UTC')).toEqual({
      start: '1767225600000000000',
      end: '1767312000000000000',
    });
  });

  it('reports a reversed range instead of querying it', () => {
    const filter = readLedgerFilter(new URLSearchParams('from=2026-01-05&to=2026-01-01'));
    expect(ledgerDateRange(filter, 'UTC')).toBe('reversed');
  });
});

describe('query parameters', () => {
  it('puts the party on both sides for either direction, one side otherwise', () => {
    const any = readLedgerFilter(new URLSearchParams(`asset=${ASSET}`));
    expect(ledgerHistoryParams(PARTY, any, {})).toMatchObject({
      'filter.fromAccountFilter.partyIds': PARTY,
      'filter.toAccountFilter.partyIds': PARTY,
      'filter.fromAccountFilter.assetId': ASSET,
    });
    const out = ledgerHistoryParams(
      PARTY,
      readLedgerFilter(new URLSearchParams('direction=out')),
      {},
    );
    expect(out['filter.fromAccountFilter.partyIds']).toBe(PARTY);
    expect(out).not.toHaveProperty('filter.toAccountFilter.partyIds');
  });

  it('asks the export for the party, and the asset and dates only when chosen', () => {
    expect(ledgerExportParams(PARTY, readLedgerFilter(new URLSearchParams()), {})).toEqual({
      partyId: PARTY,
      assetId: undefined,
      'dateRange.startTimestamp': undefined,
      'dateRange.endTimestamp': undefined,
    });
  });
});
