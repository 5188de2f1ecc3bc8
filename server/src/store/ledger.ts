import type { Connection } from '#contract/connection.ts';
import type { AggregatedLedgerEntry } from '#contract/ledger.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { dateRangeWhere, type DateRange } from './date-range.ts';
import { NO_MARKET, SYSTEM_OWNER } from '../chain/engine/collateral/accounts.ts';
import type { BlockTableRows } from './sql-insert.ts';

export interface AccountFilter {
  assetId?: string | undefined;
  partyIds: string[];
  marketIds: string[];
  accountTypes: AggregatedLedgerEntry['fromAccountType'][];
}

export interface LedgerFilter {
  from: AccountFilter;
  to: AccountFilter;
  /** Both account filters must match (AND); otherwise either may (OR). */
  closeOnAccountFilters: boolean;
  transferTypes: AggregatedLedgerEntry['transferType'][];
  dateRange: DateRange;
}

export interface LedgerRow {
  seq: string;
  time_ns: string;
  quantity: string;
  transfer_type: AggregatedLedgerEntry['transferType'];
  asset_id: string;
  from_owner: string;
  from_market: string;
  from_type: AggregatedLedgerEntry['fromAccountType'];
  from_balance: string;
  to_owner: string;
  to_market: string;
  to_type: AggregatedLedgerEntry['toAccountType'];
  to_balance: string;
}

/**
 * Selected as stored: the drivers hand int8 and numeric over as strings. (A `seq::text` here
 * would make `ORDER BY seq` sort the text output column instead of the number.)
 */
export const LEDGER_COLUMNS = `seq, time_ns, quantity, transfer_type, asset_id,
  from_owner, from_market, from_type, from_balance,
  to_owner, to_market, to_type, to_balance`;

/**
 * One ledger entry as `AggregatedLedgerEntry` (reference §3.2). Network accounts have the
 * party id "network" (as the reference's accounts table); an empty market id is omitted.
 */
export function toAggregatedLedgerEntry(row: LedgerRow): AggregatedLedgerEntry {
  return {
    timestamp: row.time_ns,
    quantity: row.quantity,
    transferType: row.transfer_type,
    assetId: row.asset_id,
    fromAccountType: row.from_type,
    toAccountType: row.to_type,
    fromAccountPartyId: row.from_owner,
    toAccountPartyId: row.to_owner,
    ...(row.from_market ? { fromAccountMarketId: row.from_market } : {}),
    ...(row.to_market ? { toAccountMarketId: row.to_market } : {}),
    fromAccountBalance: row.from_balance,
    toAccountBalance: row.to_balance,
  };
}

/** `$n` placeholders for values appended to params. */
function placeholders(values: readonly unknown[], params: unknown[]): string {
  return values
    .map((value) => {
      params.push(value);
      return `$${params.length}`;
    })
    .join(', ');
}

/** The conditions of one side's account filter ANDed, or undefined when it filters nothing. */
function accountCondition(side: 'from' | 'to', f: AccountFilter, params: unknown[]) {
  const terms: string[] = [];
  if (f.assetId !== undefined) terms.push(`asset_id = ${placeholders([f.assetId], params)}`);
  if (f.partyIds.length) terms.push(`${side}_owner IN (${placeholders(f.partyIds, params)})`);
  if (f.marketIds.length) terms.push(`${side}_market IN (${placeholders(f.marketIds, params)})`);
  if (f.accountTypes.length)
    terms.push(`${side}_type IN (${placeholders(f.accountTypes, params)})`);
  return terms.length ? terms.join(' AND ') : undefined;
}

/**
 * `GET /api/v2/ledgerentry/history`: one node per ledger entry (the reference's "aggregated"
 * entries are the entries themselves), ordered by seq, i.e. by time then order of transfer.
 */
export function listLedgerEntries(
  db: Queryable,
  filter: LedgerFilter,
  page: PageRequest,
): Promise<Connection<AggregatedLedgerEntry>> {
  const params: unknown[] = [];
  const where: string[] = [];
  const anyOf: string[] = [];
  const from = accountCondition('from', filter.from, params);
  const to = accountCondition('to', filter.to, params);
  // Either side: one scan per side (ledger_from / ledger_to in seq order), merged.
  if (from && to && !filter.closeOnAccountFilters) anyOf.push(from, to);
  else if (from && to) where.push(`(${from}) AND (${to})`);
  else if (from ?? to) where.push(`(${from ?? to})`);
  if (filter.transferTypes.length)
    where.push(`transfer_type IN (${placeholders(filter.transferTypes, params)})`);
  where.push(...dateRangeWhere('time_ns', filter.dateRange, params));
  return fetchPage<LedgerRow, AggregatedLedgerEntry>(
    db,
    {
      select: `SELECT ${LEDGER_COLUMNS} FROM ledger_entries`,
      where,
      anyOf,
      params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: toAggregatedLedgerEntry,
    },
    page,
  );
}

/** A ledger account's owner as stored (the response cache matches ledger parties this way). */
export const owner = (o: string) => (o === SYSTEM_OWNER ? 'network' : o);
const marketOf = (m: string) => (m === NO_MARKET ? '' : m);

/** The block's ledger entries, each with both accounts' balances after it. */
export const ledgerEntryRows: BlockTableRows = (out, { height }) => ({
  table: 'ledger_entries',
  columns: [
    'seq',
    'block_height',
    'time_ns',
    'asset_id',
    'transfer_type',
    'quantity',
    'from_owner',
    'from_market',
    'from_type',
    'from_balance',
    'to_owner',
    'to_market',
    'to_type',
    'to_balance',
  ],
  rows: out.ledgerEntries.map(({ seq, entry: e }) => [
    seq,
    height,
    e.timestamp,
    e.fromAccount.assetId,
    e.type,
    e.amount,
    owner(e.fromAccount.owner),
    marketOf(e.fromAccount.marketId),
    e.fromAccount.type,
    e.fromAccountBalance,
    owner(e.toAccount.owner),
    marketOf(e.toAccount.marketId),
    e.toAccount.type,
    e.toAccountBalance,
  ]),
});
