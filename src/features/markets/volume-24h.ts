import type { Candle } from '#contract/candle.ts';

/**
 * The list's "24 h volume": the traded size (in contracts, position decimals) of the current
 * hour and the 23 before it, summed from the market's hourly candles. Candles rather than
 * trades because one request of at most 25 rows per market answers it, however busy the
 * market; the price is hour granularity (the window is 23–24 h long). "Now" is the chain's
 * time (the latest market data), not the browser's clock: a simulated chain may run on
 * another date.
 */
export const HOUR_NS = 3_600_000_000_000n;
/** Hourly candles read per market: the window's 24 and one to spare. */
export const VOLUME_CANDLES = 25;

export const hourlyCandleId = (marketId: string) => `trades_candle_1_hour_${marketId}`;

/** Summed volume (raw integer string) of the candles in the 24 h window ending at `nowNs`. */
export function volume24h(candles: readonly Candle[], nowNs: string): string {
  const now = BigInt(nowNs);
  const from = now - (now % HOUR_NS) - 23n * HOUR_NS;
  let sum = 0n;
  for (const candle of candles) {
    const start = BigInt(candle.start);
    if (start >= from && start <= now) sum += BigInt(candle.volume);
  }
  return sum.toString();
}

/** The latest of some nanosecond timestamps ("0" when none): the chain's "now". */
export function latestNs(timestamps: Iterable<string>): string {
  let latest = 0n;
  for (const t of timestamps) {
    const n = BigInt(t);
    if (n > latest) latest = n;
  }
  return latest.toString();
}
