import type { Connection } from '#contract/connection.ts';
import type { MarketData } from '#contract/market-data.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import type { DateRange } from './date-range.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

interface MarketDataRow {
  time_ns: string;
  record: string;
}

// The chain stores each market data snapshot as its REST record: served as written.
const toMarketData = (row: { record: string }) => JSON.parse(row.record) as MarketData;

/**
 * The latest market data of every market, by market id. One index probe per market (the
 * history grows by a row per market per block; a DISTINCT ON would read all of it).
 */
export async function listLatestMarketData(db: Queryable): Promise<MarketData[]> {
  const rows = await db.query<{ record: string }>(
    `SELECT d.record FROM markets m
     CROSS JOIN LATERAL (SELECT record FROM market_data WHERE market_id = m.id
                         ORDER BY time_ns DESC LIMIT 1) d
     ORDER BY m.id`,
  );
  return rows.map(toMarketData);
}

/**
 * The market's latest data. `market` is false when the market is unknown; one statement, so
 * both answers come from the same committed block.
 */
export async function getLatestMarketData(
  db: Queryable,
  marketId: string,
): Promise<{ market: boolean; data: MarketData | undefined }> {
  const [row] = await db.query<{ record: string | null }>(
    `SELECT (SELECT d.record FROM market_data d WHERE d.market_id = m.id
             ORDER BY d.time_ns DESC LIMIT 1) AS record
     FROM markets m WHERE m.id = $1`,
    [marketId],
  );
  if (!row) return { market: false, data: undefined };
  return {
    market: true,
    data: row.record === null ? undefined : toMarketData({ record: row.record }),
  };
}

/** One market's data history within [start, end), newest first by default. */
export async function listMarketDataHistory(
  db: Queryable,
  marketId: string,
  range: DateRange,
  page: PageRequest,
): Promise<Connection<MarketData>> {
  const w = new WhereBuilder().equals('market_id', marketId).range('time_ns', range);
  return fetchPage<MarketDataRow, MarketData>(
    db,
    {
      select: 'SELECT time_ns, record FROM market_data',
      where: w.where,
      params: w.params,
      key: [{ sql: 'time_ns', numeric: true }],
      keyOf: (r) => [r.time_ns],
      toNode: toMarketData,
    },
    page,
  );
}

/** The block's market data, one row per market and time. */
export const marketDataRows: BlockTableRows = (out, { height }) => ({
  table: 'market_data',
  columns: ['market_id', 'time_ns', 'block_height', 'record'],
  rows: out.marketData.map((m) => [m.market, m.timestamp, height, json(m)]),
  upsert: { key: ['market_id', 'time_ns'], update: ['record'] },
});
