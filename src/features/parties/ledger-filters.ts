import { TransferType } from '#contract/enums.ts';
import { ID_PATTERN } from '#contract/primitives.ts';
import type { ParamsOf } from '#contract/endpoints/endpoint.ts';
import type { ledgerEntries, ledgerExport } from '#contract/endpoints/ledger.ts';
import type { TimeZoneChoice } from '../../lib/format-time.ts';

/** Which side of a ledger entry the party is on: either, receiving, or paying. */
export type LedgerDirection = 'any' | 'in' | 'out';

/** The ledger tab's filters, as read from (and written to) the URL. */
export interface LedgerFilter {
  direction: LedgerDirection;
  transferType: (typeof TransferType.names)[number] | undefined;
  assetId: string | undefined;
  /** Calendar days "YYYY-MM-DD" in the chosen time zone; both ends included. */
  fromDate: string | undefined;
  toDate: string | undefined;
}

export const LEDGER_FILTER_KEYS = ['direction', 'type', 'asset', 'from', 'to'] as const;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads the filters; anything malformed is dropped rather than sent to the API. */
export function readLedgerFilter(search: URLSearchParams): LedgerFilter {
  const direction = search.get('direction');
  const type = search.get('type') ?? '';
  const asset = search.get('asset') ?? '';
  const date = (key: string) => {
    const value = search.get(key) ?? '';
    return dayStartMs(value, 'UTC') === undefined ? undefined : value;
  };
  return {
    direction: direction === 'in' || direction === 'out' ? direction : 'any',
    transferType: /^\d+$/.test(type) ? undefined : TransferType.parse(type),
    assetId: ID_PATTERN.test(asset) ? asset : undefined,
    fromDate: date('from'),
    toDate: date('to'),
  };
}

/** Epoch ms of 00:00 on a "YYYY-MM-DD" day in the zone; undefined for an invalid day. */
export function dayStartMs(date: string, zone: TimeZoneChoice): number | undefined {
  const match = DATE_RE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms =
    zone === 'UTC' ? Date.UTC(year, month - 1, day) : new Date(year, month - 1, day).getTime();
  const check = new Date(ms);
  const sameDay =
    zone === 'UTC'
      ? check.getUTCFullYear() === year &&
        check.getUTCMonth() === month - 1 &&
        check.getUTCDate() === day
      : check.getFullYear() === year && check.getMonth() === month - 1 && check.getDate() === day;
  return sameDay && year >= 1970 ? ms : undefined;
}

/** Start inclusive (00:00 of the first day), end exclusive (00:00 after the last day), in ns. */
export function ledgerDateRange(
  filter: LedgerFilter,
  zone: TimeZoneChoice,
): { start?: string; end?: string } | 'reversed' {
  const start = filter.fromDate ? dayStartMs(filter.fromDate, zone) : undefined;
  const lastDay = filter.toDate ? dayStartMs(filter.toDate, zone) : undefined;
  const end = lastDay === undefined ? undefined : nextDayMs(lastDay, zone);
  if (start !== undefined && end !== undefined && end <= start) return 'reversed';
  return {
    ...(start !== undefined && { start: `${start}000000` }),
    ...(end !== undefined && { end: `${end}000000` }),
  };
}

function nextDayMs(dayStart: number, zone: TimeZoneChoice): number {
  const d = new Date(dayStart);
  if (zone === 'UTC') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  // Local midnight to local midnight: 23 or 25 hours across a daylight-saving change.
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** The ledger entries' query: the party on the chosen side(s). */
export function ledgerHistoryParams(
  partyId: string,
  filter: LedgerFilter,
  range: { start?: string; end?: string },
): ParamsOf<typeof ledgerEntries> {
  const side = (prefix: 'filter.fromAccountFilter' | 'filter.toAccountFilter') => ({
    [`${prefix}.partyIds` as const]: partyId,
    [`${prefix}.assetId` as const]: filter.assetId,
  });
  return {
    ...(filter.direction !== 'in' && side('filter.fromAccountFilter')),
    ...(filter.direction !== 'out' && side('filter.toAccountFilter')),
    'filter.transferTypes': filter.transferType,
    'dateRange.startTimestamp': range.start,
    'dateRange.endTimestamp': range.end,
  };
}

/** The CSV export's query: party, optional asset, optional date range. */
export function ledgerExportParams(
  partyId: string,
  filter: LedgerFilter,
  range: { start?: string; end?: string },
): ParamsOf<typeof ledgerExport> {
  return {
    partyId,
    assetId: filter.assetId,
    'dateRange.startTimestamp': range.start,
    'dateRange.endTimestamp': range.end,
  };
}
