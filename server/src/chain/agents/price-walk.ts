import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import { SECONDS_PER_YEAR, VOLATILITY_SPEED_UP } from '../engine/trading/volatility-time.ts';

/** Moves each market's fair price one block along a geometric random walk. */
export function walkFairPrice(market: MarketRuntime, rng: Rng, blockSeconds: number): void {
  const sigma =
    market.volatility * Math.sqrt((blockSeconds * VOLATILITY_SPEED_UP) / SECONDS_PER_YEAR);
  market.fairPrice *= Math.exp(sigma * rng.normal() - (sigma * sigma) / 2);
  // Mean reversion towards the last mark keeps the fair price from drifting away from the book.
  if (market.markPrice > 0n) {
    const mark = Number(market.markPrice);
    market.fairPrice += (mark - market.fairPrice) * 0.05;
  }
}
