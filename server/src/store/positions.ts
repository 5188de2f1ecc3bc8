import type { Connection } from '#contract/connection.ts';
import type { Position } from '#contract/position.ts';
import { everyRow, fetchPage, type PageQuery, type PageRequest } from './keyset-page.ts';
import { storedRecord, type StoredJson } from './stored-json.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

interface PositionRow {
  party_id: string;
  market_id: string;
  record: string;
}

/** The positions the conditions pick, by (party, market). */
const positionsBy = (w: WhereBuilder): PageQuery<PositionRow, StoredJson<Position>> => ({
  select: 'SELECT party_id, market_id, record FROM positions',
  where: w.where,
  params: w.params,
  key: [{ sql: 'party_id' }, { sql: 'market_id' }],
  keyOf: (r) => [r.party_id, r.market_id],
  // The chain stores each position as its REST record: served as written.
  toNode: storedRecord<Position>,
});

/**
 * Positions by (party, market). The reference sorts by last update time, but a position moves
 * in that order whenever it changes, so a client paging through could see it twice or miss
 * it; the (party, market) key never changes.
 */
export async function listPositions(
  db: Queryable,
  filter: { partyIds: string[]; marketIds: string[] },
  page: PageRequest,
): Promise<Connection<StoredJson<Position>>> {
  const w = new WhereBuilder()
    .anyOf('party_id', filter.partyIds)
    .anyOf('market_id', filter.marketIds);
  return fetchPage(db, positionsBy(w), page);
}

/** The positions stream's snapshot: one party's or market's positions, or all, in key order. */
export function everyPosition(
  db: Queryable,
  filter: { partyId: string | undefined; marketId: string | undefined },
): AsyncGenerator<StoredJson<Position>[]> {
  const w = new WhereBuilder()
    .equals('party_id', filter.partyId)
    .equals('market_id', filter.marketId);
  return everyRow(db, positionsBy(w), false);
}

/** The positions the block changed, each with its record. */
export const positionRows: BlockTableRows = (out) => ({
  table: 'positions',
  columns: ['party_id', 'market_id', 'updated_ns', 'record'],
  rows: out.positions.map((p) => [p.partyId, p.marketId, p.updatedAt, json(p)]),
  upsert: { key: ['party_id', 'market_id'], update: ['updated_ns', 'record'] },
});
