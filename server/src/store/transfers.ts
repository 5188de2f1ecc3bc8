import type { Connection } from '#contract/connection.ts';
import type { LiquidityProvision } from '#contract/liquidity.ts';
import type { Transfer } from '#contract/transfer.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

export type TransferSide = 'from' | 'to' | 'either';

export interface TransferFilter {
  /** Undefined = every transfer (the reference lists all when no pubkey is given). */
  party?: { id: string; side: TransferSide } | undefined;
}

export interface ProvisionFilter {
  marketId?: string | undefined;
  partyId?: string | undefined;
  reference?: string | undefined;
  /** Only provisions still in force (not cancelled, rejected or stopped). */
  live: boolean;
}

const SIDE_COLUMNS: Record<TransferSide, string[]> = {
  from: ['from_party'],
  to: ['to_party'],
  either: ['from_party', 'to_party'],
};

/** Provisions whose commitment still stands: not cancelled, rejected or stopped. */
const LIVE = "status NOT IN ('STATUS_CANCELLED', 'STATUS_REJECTED', 'STATUS_STOPPED')";

// Both tables hold each row's REST record: served as written.
const parse = <T>(row: { record: string }) => JSON.parse(row.record) as T;

/** Transfers newest first by `seq` (the order they were submitted). */
export async function listTransfers(
  db: Queryable,
  filter: TransferFilter,
  page: PageRequest,
): Promise<Connection<Transfer>> {
  const w = new WhereBuilder();
  if (filter.party) w.anyOf(SIDE_COLUMNS[filter.party.side], [filter.party.id]);
  return fetchPage<{ seq: string; record: string }, Transfer>(
    db,
    {
      select: 'SELECT seq, record FROM transfers',
      where: w.where,
      params: w.params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: parse<Transfer>,
    },
    page,
  );
}

/** Liquidity provisions (latest version of each), newest first by (createdAt, id). */
export async function listLiquidityProvisions(
  db: Queryable,
  filter: ProvisionFilter,
  page: PageRequest,
): Promise<Connection<LiquidityProvision>> {
  const w = new WhereBuilder()
    .equals('market_id', filter.marketId)
    .equals('party_id', filter.partyId)
    // No reference column: the record's own field is read (the lists are small).
    .equals("(record::jsonb ->> 'reference')", filter.reference);
  if (filter.live) w.add(LIVE);
  return fetchPage<{ created_ns: string; id: string; record: string }, LiquidityProvision>(
    db,
    {
      select: 'SELECT created_ns, id, record FROM liquidity_provisions',
      where: w.where,
      params: w.params,
      key: [{ sql: 'created_ns', numeric: true }, { sql: 'id' }],
      keyOf: (r) => [r.created_ns, r.id],
      toNode: parse<LiquidityProvision>,
    },
    page,
  );
}

/** The transfers the block made or moved on (their `seq` is the one given at creation). */
export const transferRows: BlockTableRows = (out, { height }) => ({
  table: 'transfers',
  columns: [
    'seq',
    'id',
    'from_party',
    'to_party',
    'asset_id',
    'status',
    'record',
    'timestamp_ns',
    'updated_height',
  ],
  rows: [...out.governance.transfers.values()].map(({ seq, transfer: t }) => [
    seq,
    t.id,
    t.from,
    t.to,
    t.asset,
    t.status,
    json(t),
    t.timestamp,
    height,
  ]),
  upsert: { key: ['id'], update: ['status', 'record', 'updated_height'] },
});

/** The liquidity provisions the block made or changed. */
export const liquidityProvisionRows: BlockTableRows = (out, { height }) => ({
  table: 'liquidity_provisions',
  columns: ['id', 'market_id', 'party_id', 'record', 'status', 'created_ns', 'updated_height'],
  rows: [...out.governance.liquidityProvisions.values()].map((lp) => [
    lp.id,
    lp.marketId,
    lp.partyId,
    json(lp),
    lp.status,
    lp.createdAt,
    height,
  ]),
  upsert: { key: ['id'], update: ['record', 'status', 'updated_height'] },
});
