import type { Candle } from '#contract/candle.ts';
import type { Connection } from '#contract/connection.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import { intervalNs, type CandleInterval } from '../chain/engine/trading/candle-buckets.ts';
import type { Queryable } from './database.ts';

export interface CandleQuery {
  marketId: string;
  interval: CandleInterval;
  /** Candles whose period starts at or after this (Unix ns). */
  from?: string | undefined;
  /** Candles whose period starts before this (Unix ns). */
  to?: string | undefined;
}

const INT64_MAX = 2n ** 63n - 1n;

interface CandleRow {
  start: string;
  last_update: string;
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
}

/** The first period start at or after `ns` (clamped to int64: no period starts later). */
function ceilToPeriod(ns: string, step: bigint): string {
  const n = BigInt(ns);
  const ceil = n % step === 0n ? n : n - (n % step) + step;
  // Near the top of int64 the period start overflows the bigint column; no trade is that late,
  // so the largest int64 bounds the same trades.
  return (ceil > INT64_MAX ? INT64_MAX : ceil).toString();
}

/**
 * A market's candles of one interval (definition: candle-buckets.ts), stored as the trades are
 * written (store/candle-buckets.ts), keyset-paginated on the period start, newest first by
 * default: a range of the table's primary key.
 */
export function listCandles(
  db: Queryable,
  query: CandleQuery,
  page: PageRequest,
): Promise<Connection<Candle>> {
  const step = intervalNs(query.interval.seconds);
  const params: unknown[] = [query.marketId, query.interval.seconds];
  const where = ['market_id = $1', 'interval_s = $2'];
  // Periods start on multiples of the step: starting at or after `from` = at or after its ceiling.
  if (query.from !== undefined) {
    params.push(ceilToPeriod(query.from, step));
    where.push(`start_ns >= $${params.length}`);
  }
  if (query.to !== undefined) {
    params.push(ceilToPeriod(query.to, step));
    where.push(`start_ns < $${params.length}`);
  }
  return fetchPage<CandleRow, Candle>(
    db,
    {
      select: `SELECT start_ns::text AS start, last_update::text, open::text, close::text,
        high::text, low::text, volume::text FROM candle_buckets`,
      where,
      params,
      key: [{ sql: 'start_ns', numeric: true }],
      keyOf: (r) => [r.start],
      toNode: (r) => ({
        start: r.start,
        lastUpdate: r.last_update,
        high: r.high,
        low: r.low,
        open: r.open,
        close: r.close,
        volume: r.volume,
      }),
    },
    page,
  );
}

export async function marketExists(db: Queryable, marketId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM markets WHERE id = $1', [marketId]);
  return rows.length > 0;
}
