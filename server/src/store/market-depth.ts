import type { MarketDepth } from '#contract/market-depth.ts';
import type { Trade } from '#contract/trade.ts';
import type { Queryable } from './database.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

export interface DepthSnapshot {
  /** Undefined before the market's first depth row. */
  depth: MarketDepth | undefined;
  lastTrade: Trade | undefined;
}

/**
 * The market's full book depth as the chain last wrote it, with its latest trade; undefined
 * when the market is unknown. One statement, so depth and trade are from the same block.
 */
export async function getDepthSnapshot(
  db: Queryable,
  marketId: string,
): Promise<DepthSnapshot | undefined> {
  const [row] = await db.query<{ depth: string | null; trade: string | null }>(
    `SELECT d.record AS depth,
       (SELECT t.record FROM trades t WHERE t.market_id = m.id ORDER BY t.seq DESC LIMIT 1)
         AS trade
     FROM markets m LEFT JOIN market_depth d ON d.market_id = m.id
     WHERE m.id = $1`,
    [marketId],
  );
  if (!row) return undefined;
  return {
    depth: row.depth === null ? undefined : (JSON.parse(row.depth) as MarketDepth),
    lastTrade: row.trade === null ? undefined : (JSON.parse(row.trade) as Trade),
  };
}

/** Each changed market's full depth, as of the block. */
export const marketDepthRows: BlockTableRows = (out) => ({
  table: 'market_depth',
  columns: ['market_id', 'sequence_number', 'record'],
  rows: out.depths.map((d) => [d.marketId, d.sequenceNumber, json(d)]),
  upsert: { key: ['market_id'], update: ['sequence_number', 'record'] },
});
