import { bucketStartNs, CANDLE_INTERVALS } from '../chain/engine/trading/candle-buckets.ts';
import type { Queryable } from './database.ts';

/**
 * `candle_buckets` (migration 0016): every market's candles of every interval, kept as the
 * trades are written, so that `/api/v2/candle` reads a page of stored rows (an index range on
 * (market, interval, start)) instead of aggregating all of a market's trades per request. The
 * definition is candle-buckets.ts's; open and close are the prices of the bucket's first and
 * last trade by seq, which first_seq / last_seq remember so that later trades merge in.
 */

const INTERVALS = `(VALUES ${CANDLE_INTERVALS.map((i) => `(${i.seconds})`).join(', ')}) AS i(s)`;

/** The candles of the trades that pass `tradeWhere`, one row per market, interval and bucket. */
function aggregateSql(tradeWhere: string): string {
  return `SELECT t.market_id, i.s,
      t.time_ns - t.time_ns % (i.s::bigint * 1000000000) AS start_ns,
      min(t.seq), max(t.seq),
      (array_agg(t.price ORDER BY t.seq))[1], (array_agg(t.price ORDER BY t.seq DESC))[1],
      max(t.price), min(t.price), sum(t.size), max(t.time_ns)
    FROM (
      SELECT seq, market_id, time_ns, (record::jsonb->>'price')::numeric AS price,
        (record::jsonb->>'size')::numeric AS size
      FROM trades WHERE ${tradeWhere}
    ) t CROSS JOIN ${INTERVALS}
    GROUP BY 1, 2, 3`;
}

const COLUMNS =
  'market_id, interval_s, start_ns, first_seq, last_seq, open, close, high, low, volume, last_update';

/** A trade as the block writer holds it: its seq and the fields a candle reads. */
export interface CandleTradeRow {
  seq: bigint;
  trade: { marketId: string; price: string; size: string; timestamp: string };
}

interface Bucket {
  market_id: string;
  interval_s: number;
  start_ns: bigint;
  first_seq: bigint;
  last_seq: bigint;
  open: bigint;
  close: bigint;
  high: bigint;
  low: bigint;
  volume: bigint;
  last_update: bigint;
}

/**
 * The buckets of trades just written, as aggregateSql computes them, worked out from the
 * trades in memory, so the writer never reads its own trades back and parses every record as
 * JSON once per interval (that read-back would be a tenth of fast-forward's database time).
 */
export function candleBuckets(trades: readonly CandleTradeRow[]): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const { seq, trade } of trades) {
    const price = BigInt(trade.price);
    const size = BigInt(trade.size);
    const time = BigInt(trade.timestamp);
    for (const { seconds } of CANDLE_INTERVALS) {
      const start = bucketStartNs(time, seconds);
      const key = `${trade.marketId}/${seconds}/${start}`;
      const b = buckets.get(key);
      if (!b) {
        buckets.set(key, {
          market_id: trade.marketId,
          interval_s: seconds,
          start_ns: start,
          first_seq: seq,
          last_seq: seq,
          open: price,
          close: price,
          high: price,
          low: price,
          volume: size,
          last_update: time,
        });
        continue;
      }
      if (seq < b.first_seq) [b.first_seq, b.open] = [seq, price];
      if (seq > b.last_seq) [b.last_seq, b.close] = [seq, price];
      if (price > b.high) b.high = price;
      if (price < b.low) b.low = price;
      b.volume += size;
      if (time > b.last_update) b.last_update = time;
    }
  }
  return [...buckets.values()];
}

/** Merges the trades just written (in the block's transaction) into their buckets. */
export async function addTradesToCandles(
  db: Queryable,
  trades: readonly CandleTradeRow[],
): Promise<void> {
  const buckets = candleBuckets(trades);
  if (buckets.length === 0) return;
  await db.query(
    `INSERT INTO candle_buckets (${COLUMNS})
    SELECT ${COLUMNS} FROM json_populate_recordset(NULL::candle_buckets, $1::json)
    ON CONFLICT (market_id, interval_s, start_ns) DO UPDATE SET
      open = CASE WHEN EXCLUDED.first_seq < candle_buckets.first_seq
        THEN EXCLUDED.open ELSE candle_buckets.open END,
      close = CASE WHEN EXCLUDED.last_seq > candle_buckets.last_seq
        THEN EXCLUDED.close ELSE candle_buckets.close END,
      first_seq = LEAST(candle_buckets.first_seq, EXCLUDED.first_seq),
      last_seq = GREATEST(candle_buckets.last_seq, EXCLUDED.last_seq),
      high = GREATEST(candle_buckets.high, EXCLUDED.high),
      low = LEAST(candle_buckets.low, EXCLUDED.low),
      volume = candle_buckets.volume + EXCLUDED.volume,
      last_update = GREATEST(candle_buckets.last_update, EXCLUDED.last_update)`,
    [JSON.stringify(buckets, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))],
  );
}

/**
 * After the retention prune dropped the trades before `cutoffNs`: buckets that started before it
 * go, and those that straddle it are computed again from the trades left (as a candle computed
 * from the trades would be). Only the straddling bucket of each interval is read.
 */
export async function pruneCandles(db: Queryable, cutoffNs: bigint): Promise<void> {
  const cutoff = cutoffNs.toString();
  await db.exec(`DELETE FROM candle_buckets WHERE start_ns < ${cutoff}`);
  for (const { seconds } of CANDLE_INTERVALS) {
    const step = BigInt(seconds) * 1_000_000_000n;
    if (cutoffNs % step === 0n) continue; // no bucket straddles the cutoff
    const end = cutoffNs - (cutoffNs % step) + step;
    await db.exec(
      `INSERT INTO candle_buckets (${COLUMNS})
      SELECT * FROM (${aggregateSql(
        // Per market: a range of the (market, time) index each, not a scan of all trades.
        `market_id IN (SELECT id FROM markets) AND time_ns >= ${cutoff} AND time_ns < ${end}`,
      )}) a
      WHERE a.s = ${seconds}`,
    );
  }
}

/** Every stored candle computed again from the trades (after trades were copied in by SQL). */
export async function rebuildCandles(db: Queryable): Promise<void> {
  await db.exec('DELETE FROM candle_buckets');
  await db.exec(`INSERT INTO candle_buckets (${COLUMNS}) ${aggregateSql('true')}`);
}
