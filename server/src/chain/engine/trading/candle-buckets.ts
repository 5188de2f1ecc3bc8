import type { Candle } from '#contract/candle.ts';

/**
 * THE definition of a candle, shared by the REST candles (computed in SQL from `trades`, see
 * store/candles.ts, which holds the period start in SQL) and the live candles the chain publishes
 * (candle-tracker.ts):
 *
 * - A market's candle of interval I (seconds) covers the half-open period
 *   [start, start + I·10⁹) of Unix nanoseconds, where start = t − (t mod I·10⁹) for a trade
 *   at block time t: periods are aligned to the Unix epoch, in UTC (a day starts at 00:00Z).
 * - open = price of the period's first trade, close = price of its last (trade order = the
 *   trades' seq, i.e. execution order); high / low = highest / lowest price; volume = sum of
 *   sizes; start = the period start; lastUpdate = block time of the period's last trade.
 * - Periods without trades have no candle (no gap filling).
 */
export const CANDLE_INTERVALS = [
  { interval: '1 minute', seconds: 60 },
  { interval: '5 minutes', seconds: 300 },
  { interval: '15 minutes', seconds: 900 },
  { interval: '1 hour', seconds: 3600 },
  { interval: '6 hours', seconds: 21_600 },
  { interval: '1 day', seconds: 86_400 },
] as const;

export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

const NS_PER_S = 1_000_000_000n;

/** Candle ids as the reference names them: `trades_candle_1_minute_<marketId>`. */
export function candleId(interval: CandleInterval['interval'], marketId: string): string {
  return `trades_candle_${interval.replace(/ /g, '_')}_${marketId}`;
}

/** The interval and market of a candle id; undefined when it is not one of ours. */
export function parseCandleId(
  id: string,
): { interval: CandleInterval; marketId: string } | undefined {
  const match = /^trades_candle_(.+)_([0-9a-f]{64})$/.exec(id);
  if (!match) return undefined;
  const word = (match[1] as string).replace(/_/g, ' ');
  const interval = CANDLE_INTERVALS.find((i) => i.interval === word);
  return interval && { interval, marketId: match[2] as string };
}

/** Length of an interval in ns. */
export const intervalNs = (seconds: number): bigint => BigInt(seconds) * NS_PER_S;

/** Start of the period holding time `timeNs` (Unix ns ≥ 0). */
export function bucketStartNs(timeNs: bigint, seconds: number): bigint {
  return timeNs - (timeNs % intervalNs(seconds));
}

/** A trade's part in a candle: price and size as integer strings, block time in ns. */
export interface CandleTrade {
  price: string;
  size: string;
  timestamp: string;
}

/**
 * Adds a trade (taken in execution order) to the candle of its period: a new candle when
 * `candle` is undefined or belongs to an earlier period.
 */
export function addTradeToCandle(
  candle: Candle | undefined,
  trade: CandleTrade,
  seconds: number,
): Candle {
  const start = bucketStartNs(BigInt(trade.timestamp), seconds).toString();
  if (!candle || candle.start !== start) {
    return {
      start,
      lastUpdate: trade.timestamp,
      open: trade.price,
      close: trade.price,
      high: trade.price,
      low: trade.price,
      volume: trade.size,
    };
  }
  const price = BigInt(trade.price);
  return {
    start,
    lastUpdate: trade.timestamp,
    open: candle.open,
    close: trade.price,
    high: price > BigInt(candle.high) ? trade.price : candle.high,
    low: price < BigInt(candle.low) ? trade.price : candle.low,
    volume: (BigInt(candle.volume) + BigInt(trade.size)).toString(),
  };
}
