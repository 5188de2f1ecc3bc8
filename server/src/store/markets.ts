import type { Connection } from '#contract/connection.ts';
import type { Market } from '#contract/market.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { jsonRecord as json, type TableRows } from './sql-insert.ts';

interface MarketRow {
  created_height: string;
  id: string;
  record: string;
}

// The chain stores each market as its REST record: served as written.
const toMarket = (row: { record: string }) => JSON.parse(row.record) as Market;

/** Markets newest first by (creation height, id); settled ones only when asked for. */
export async function listMarkets(
  db: Queryable,
  filter: { includeSettled: boolean },
  page: PageRequest,
): Promise<Connection<Market>> {
  return fetchPage<MarketRow, Market>(
    db,
    {
      select: 'SELECT created_height, id, record FROM markets',
      where: filter.includeSettled ? [] : ["state <> 'STATE_SETTLED'"],
      params: [],
      key: [{ sql: 'created_height', numeric: true }, { sql: 'id' }],
      keyOf: (r) => [r.created_height, r.id],
      toNode: toMarket,
    },
    page,
  );
}

export async function getMarket(db: Queryable, id: string): Promise<Market | undefined> {
  const [row] = await db.query<{ record: string }>('SELECT record FROM markets WHERE id = $1', [
    id,
  ]);
  return row && toMarket(row);
}

export async function marketExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM markets WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The id of every market. */
export async function marketIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM markets');
  return rows.map((row) => row.id);
}

/** Market records as the block writer stores them (they change with the market's state). */
export function marketRows(markets: readonly Market[]): TableRows {
  return {
    table: 'markets',
    columns: ['id', 'state', 'trading_mode', 'settlement_asset', 'created_height', 'record'],
    rows: markets.map((m) => [
      m.id,
      m.state,
      m.tradingMode,
      m.tradableInstrument.instrument.future?.settlementAsset ?? '',
      0,
      json(m),
    ]),
    upsert: { key: ['id'], update: ['state', 'trading_mode', 'record'] },
  };
}

/** Markets in continuous trading as the newest committed block left them. */
export async function countMarketsTrading(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM markets WHERE trading_mode = 'TRADING_MODE_CONTINUOUS'",
  );
  return Number(row?.n ?? 0);
}
