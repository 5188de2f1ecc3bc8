import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import { SECONDS_PER_YEAR, VOLATILITY_SPEED_UP } from '../engine/trading/volatility-time.ts';

/** Chance per market and block of news that moves the fair price at once (a price shock). */
const SHOCK_CHANCE = 1 / 500;
/** How far a shock moves it, either way. */
const SHOCK_MOVES = [0.06, 0.08, 0.1];

/**
 * Moves each market's fair price one block along a geometric random walk; now and then news
 * moves it several percent at once, and the trades that follow it can breach the
 * price-monitoring bounds (a monitoring auction, the market SUSPENDED).
 */
export function walkFairPrice(market: MarketRuntime, rng: Rng, blockSeconds: number): void {
  const sigma =
    market.volatility * Math.sqrt((blockSeconds * VOLATILITY_SPEED_UP) / SECONDS_PER_YEAR);
  market.fairPrice *= Math.exp(sigma * rng.normal() - (sigma * sigma) / 2);
  if (rng.chance(SHOCK_CHANCE))
    market.fairPrice *= 1 + (rng.chance(0.5) ? 1 : -1) * rng.pick(SHOCK_MOVES);
  // Mean reversion towards the last mark keeps the fair price from drifting away from the book.
  if (market.markPrice > 0n) {
    const mark = Number(market.markPrice);
    market.fairPrice += (mark - market.fairPrice) * 0.05;
  }
}
