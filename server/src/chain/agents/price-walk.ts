import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';

export const SECONDS_PER_YEAR = 365 * 24 * 3600;
/**
 * Demo time runs faster than real time for prices: a whole trading day of movement happens
 * in a few minutes, so a freshly started explorer shows charts that move.
 */
export const VOLATILITY_SPEED_UP = 60;

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
