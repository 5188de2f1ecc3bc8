import type { Connection } from '#contract/connection.ts';
import type { Market } from '#contract/market.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';

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

/** Markets in continuous trading as the newest committed block left them. */
export async function countMarketsTrading(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM markets WHERE trading_mode = 'TRADING_MODE_CONTINUOUS'",
  );
  return Number(row?.n ?? 0);
}
