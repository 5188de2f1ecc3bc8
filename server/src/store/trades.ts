import type { Connection } from '#contract/connection.ts';
import type { Trade } from '#contract/trade.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import { storedRecord, type StoredJson } from './stored-json.ts';
import type { Queryable } from './database.ts';
import type { DateRange } from './date-range.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

export interface TradeFilter {
  marketIds: string[];
  /** Matches the buy or the sell order. */
  orderIds: string[];
  /** Matches the buyer or the seller. */
  partyIds: string[];
  /** Compared with the trade's timestamp (its block time). */
  dateRange: DateRange;
}

interface TradeRow {
  seq: string;
  record: string;
}

// The chain stores each trade as its REST record: served as written.
const toTrade = storedRecord<Trade>;

/** Trades in execution order (`seq`), newest first by default. */
export async function listTrades(
  db: Queryable,
  filter: TradeFilter,
  page: PageRequest,
): Promise<Connection<StoredJson<Trade>>> {
  const w = new WhereBuilder()
    .anyOf('market_id', filter.marketIds)
    .range('time_ns', filter.dateRange);
  // The party as buyer or as seller, the order as buy or sell order: one scan per side
  // (trades_buyer / trades_seller, trades_buy_order / trades_sell_order, in seq order), merged,
  // rather than one scan reading every matching row and sorting them. With both filters, the
  // parties are the sides and the orders a condition on each.
  const sides = (buy: string, sell: string, values: readonly string[]) => {
    const list = values.map((id) => w.param(id)).join(', ');
    return [`${buy} IN (${list})`, `${sell} IN (${list})`];
  };
  let anyOf: string[] = [];
  if (filter.partyIds.length) {
    anyOf = sides('buyer', 'seller', filter.partyIds);
    w.anyOf(['buy_order', 'sell_order'], filter.orderIds);
  } else if (filter.orderIds.length) {
    anyOf = sides('buy_order', 'sell_order', filter.orderIds);
  }
  return fetchPage<TradeRow, StoredJson<Trade>>(
    db,
    {
      select: 'SELECT seq, record FROM trades',
      where: w.where,
      anyOf,
      params: w.params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: toTrade,
    },
    page,
  );
}

/**
 * The market's latest trade. `market` is false when the market is unknown; one statement, so
 * both answers come from the same committed block.
 */
export async function latestTrade(
  db: Queryable,
  marketId: string,
): Promise<{ market: boolean; trade: Trade | undefined }> {
  const [row] = await db.query<{ record: string | null }>(
    `SELECT (SELECT t.record FROM trades t WHERE t.market_id = m.id ORDER BY t.seq DESC LIMIT 1)
       AS record
     FROM markets m WHERE m.id = $1`,
    [marketId],
  );
  if (!row) return { market: false, trade: undefined };
  return {
    market: true,
    trade: row.record === null ? undefined : (JSON.parse(row.record) as Trade),
  };
}

/** The block's trades, in the order they happened (`seq`). */
export const tradeRows: BlockTableRows = (out) => ({
  table: 'trades',
  columns: [
    'seq',
    'id',
    'market_id',
    'buyer',
    'seller',
    'buy_order',
    'sell_order',
    'time_ns',
    'record',
  ],
  rows: out.trades.map(({ seq, trade: x }) => [
    seq,
    x.id,
    x.marketId,
    x.buyer,
    x.seller,
    x.buyOrder,
    x.sellOrder,
    x.timestamp,
    json(x),
  ]),
});
