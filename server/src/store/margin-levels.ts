import type { Connection } from '#contract/connection.ts';
import type { MarginLevels } from '#contract/margin.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

interface MarginLevelsRow {
  party_id: string;
  market_id: string;
  record: string;
}

/** The current margin levels of each (party, market), by that pair: a key that never moves. */
export async function listMarginLevels(
  db: Queryable,
  filter: { partyId?: string | undefined; marketId?: string | undefined },
  page: PageRequest,
): Promise<Connection<MarginLevels>> {
  const w = new WhereBuilder()
    .equals('party_id', filter.partyId)
    .equals('market_id', filter.marketId);
  return fetchPage<MarginLevelsRow, MarginLevels>(
    db,
    {
      select: 'SELECT party_id, market_id, record FROM margin_levels',
      where: w.where,
      params: w.params,
      key: [{ sql: 'party_id' }, { sql: 'market_id' }],
      keyOf: (r) => [r.party_id, r.market_id],
      // The chain stores each margin level as its REST record: served as written.
      toNode: (r) => JSON.parse(r.record) as MarginLevels,
    },
    page,
  );
}

/** The margin levels the block changed. */
export const marginLevelRows: BlockTableRows = (out) => ({
  table: 'margin_levels',
  columns: ['party_id', 'market_id', 'record'],
  rows: out.marginLevels.map((m) => [m.partyId, m.marketId, json(m)]),
  upsert: { key: ['party_id', 'market_id'], update: ['record'] },
});
