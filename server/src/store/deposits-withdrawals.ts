import type { Connection } from '#contract/connection.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { dateRangeWhere, type DateRange } from './date-range.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

/**
 * Deposits and withdrawals share one table layout (0002: seq, id, party_id, asset_id,
 * created_ns, record), so one reader serves both. Lists are ordered by seq, which the chain
 * assigns in creation order, so "newest first" is seq descending.
 */
export type FundsTable = 'deposits' | 'withdrawals';

export interface FundsFilter {
  partyId?: string | undefined;
  assetId?: string | undefined;
  dateRange: DateRange;
}

interface FundsRow {
  seq: string;
  record: string;
}

export function listFundsMovements<T>(
  db: Queryable,
  table: FundsTable,
  filter: FundsFilter,
  page: PageRequest,
): Promise<Connection<T>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.partyId !== undefined) {
    params.push(filter.partyId);
    where.push(`party_id = $${params.length}`);
  }
  if (filter.assetId !== undefined) {
    params.push(filter.assetId);
    where.push(`asset_id = $${params.length}`);
  }
  where.push(...dateRangeWhere('created_ns', filter.dateRange, params));
  return fetchPage<FundsRow, T>(
    db,
    {
      select: `SELECT seq, record FROM ${table}`,
      where,
      params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: (r) => JSON.parse(r.record) as T,
    },
    page,
  );
}

export async function getFundsMovement<T>(
  db: Queryable,
  table: FundsTable,
  id: string,
): Promise<T | undefined> {
  const [row] = await db.query<{ record: string }>(`SELECT record FROM ${table} WHERE id = $1`, [
    id,
  ]);
  return row && (JSON.parse(row.record) as T);
}

/** The deposits the block made. */
export const depositRows: BlockTableRows = (out) => ({
  table: 'deposits',
  columns: ['seq', 'id', 'party_id', 'asset_id', 'created_ns', 'record'],
  rows: out.deposits.map(({ seq, deposit: d }) => [
    seq,
    d.id,
    d.partyId,
    d.asset,
    d.createdTimestamp,
    json(d),
  ]),
});

/** The withdrawals the block made or moved on (their `seq` is the one given at creation). */
export const withdrawalRows: BlockTableRows = (out, { height }) => ({
  table: 'withdrawals',
  columns: [
    'seq',
    'id',
    'party_id',
    'asset_id',
    'created_ns',
    'record',
    'status',
    'updated_height',
  ],
  rows: [...out.governance.withdrawals.values()].map(({ seq, withdrawal: w }) => [
    seq,
    w.id,
    w.partyId,
    w.asset,
    w.createdTimestamp,
    json(w),
    w.status,
    height,
  ]),
  upsert: { key: ['id'], update: ['status', 'record', 'updated_height'] },
});
