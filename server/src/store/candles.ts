import type { Candle } from '#contract/candle.ts';
import type { Connection } from '#contract/connection.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import { intervalNs, type CandleInterval } from '../chain/engine/trading/candle-buckets.ts';
import type { Queryable } from './database.ts';

/**
 * The period start of engine/trading/candle-buckets.ts (bucketStartNs) in SQL, for a bigint
 * column and a placeholder holding the interval in ns.
 */
function bucketStartSql(column: string, intervalNsParam: string): string {
  return `(${column} - ${column} % ${intervalNsParam})`;
}

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

/** The first period start at or after `ns`: periods starting in [from, to) hold exactly the
 * trades in [ceil(from), ceil(to)), so the range filters trades through the time index. */
function ceilToPeriod(ns: string, step: bigint): string {
  const n = BigInt(ns);
  const ceil = n % step === 0n ? n : n - (n % step) + step;
  // Near the top of int64 the period start overflows the bigint column; no trade is that late,
  // so the largest int64 bounds the same trades.
  return (ceil > INT64_MAX ? INT64_MAX : ceil).toString();
}

/**
 * A market's candles of one interval, computed from its trades (definition: candle-buckets.ts),
 * keyset-paginated on the period start, newest first by default.
 */
export function listCandles(
  db: Queryable,
  query: CandleQuery,
  page: PageRequest,
): Promise<Connection<Candle>> {
  const step = intervalNs(query.interval.seconds);
  const params: unknown[] = [query.marketId, step.toString()];
  const tradeWhere = ['market_id = $1'];
  if (query.from !== undefined) {
    params.push(ceilToPeriod(query.from, step));
    tradeWhere.push(`time_ns >= $${params.length}`);
  }
  if (query.to !== undefined) {
    params.push(ceilToPeriod(query.to, step));
    tradeWhere.push(`time_ns < $${params.length}`);
  }
  const bucket = bucketStartSql('time_ns', '$2::bigint');
  const select = `SELECT start_ns::text AS start, last_update::text, open::text, close::text, high::text,
      low::text, volume::text
    FROM (
      SELECT ${bucket} AS start_ns, max(time_ns) AS last_update,
        (array_agg(price ORDER BY seq))[1] AS open,
        (array_agg(price ORDER BY seq DESC))[1] AS close,
        max(price) AS high, min(price) AS low, sum(size) AS volume
      FROM (
        SELECT seq, time_ns, (record::jsonb->>'price')::numeric AS price,
          (record::jsonb->>'size')::numeric AS size
        FROM trades WHERE ${tradeWhere.join(' AND ')}
      ) t
      GROUP BY 1
    ) candles`;
  return fetchPage<CandleRow, Candle>(
    db,
    {
      select,
      where: [],
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
