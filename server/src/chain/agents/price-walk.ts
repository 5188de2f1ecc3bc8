import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import { SECONDS_PER_YEAR, VOLATILITY_SPEED_UP } from '../engine/trading/volatility-time.ts';

/**
 * Chance per market and second of chain time of news that moves the fair price at once (per
 * second, so a shorter block time does not bring more news, nor more monitoring auctions).
 */
const SHOCK_CHANCE_PER_S = 1 / 180;

/**
 * A jump of the fair price, up or down: at least 1 % (at most 25 %), half to one and a half
 * times the market's risk factor (a quarter of them three times that: crashes), so the traders chasing it break the price-monitoring bounds (a monitoring auction)
 * and the most leveraged positions on the wrong side end below maintenance (close-outs).
 */
function shock(market: MarketRuntime, rng: Rng): number {
  const risk = Math.max(Number(market.riskFactors.long), Number(market.riskFactors.short));
  // Sometimes beyond the margin itself (a gap): losses the loser cannot pay fall on the
  // insurance pool, and on the winners once the pool is empty (loss socialisation).
  const crash = rng.chance(0.25) ? 3 : 1;
  const size = Math.min(0.25, Math.max(0.01, risk * 0.5) * (1 + 2 * rng.next()) * crash);
  return rng.chance(0.5) ? 1 + size : 1 / (1 + size);
}

/**
 * Moves each market's fair price one block along a geometric random walk, with a rare shock.
 */
export function walkFairPrice(market: MarketRuntime, rng: Rng, blockSeconds: number): void {
  const sigma =
    market.volatility * Math.sqrt((blockSeconds * VOLATILITY_SPEED_UP) / SECONDS_PER_YEAR);
  market.fairPrice *= Math.exp(sigma * rng.normal() - (sigma * sigma) / 2);
  const continuous = market.tradingMode === 'TRADING_MODE_CONTINUOUS';
  if (continuous && market.markPrice > 0n && rng.chance(SHOCK_CHANCE_PER_S * blockSeconds)) {
    market.fairPrice *= shock(market, rng);
  }
  // Mean reversion towards the last mark keeps the fair price from drifting away from the book;
  // in an auction the mark is stale (a shock is being priced in), so the news is left to stand.
  if (continuous && market.markPrice > 0n) {
    const mark = Number(market.markPrice);
    market.fairPrice += (mark - market.fairPrice) * 0.05;
  }
}
