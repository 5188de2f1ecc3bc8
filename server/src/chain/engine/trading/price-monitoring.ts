import type { PriceMonitoringBounds } from '#contract/market-data.ts';
import { SECONDS_PER_YEAR, VOLATILITY_SPEED_UP } from './volatility-time.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';

/** Standard normal quantile for two-sided probability p (Acklam-free: a few fixed points). */
function zScore(probability: number): number {
  if (probability >= 0.9999999) return 5.3;
  if (probability >= 0.999999) return 4.9;
  if (probability >= 0.99999) return 4.4;
  if (probability >= 0.9999) return 3.9;
  if (probability >= 0.999) return 3.3;
  if (probability >= 0.99) return 2.6;
  return 2;
}

/**
 * Price-monitoring bounds per trigger: around the price `horizon` seconds ago, a move the
 * market's volatility makes unlikely at the trigger's probability. (The real network derives
 * them from the risk model's distribution; a volatility band is the same idea, simpler.)
 */
export function priceBounds(market: MarketRuntime, now: bigint): PriceMonitoringBounds[] {
  const triggers = market.config.priceMonitoringParameters?.triggers ?? [];
  return triggers.flatMap((trigger) => {
    const reference = market.priceHistory.priceAt(now - BigInt(trigger.horizon) * 1_000_000_000n);
    if (reference === undefined) return [];
    const sigma =
      market.volatility *
      Math.sqrt((Number(trigger.horizon) * VOLATILITY_SPEED_UP) / SECONDS_PER_YEAR);
    const move = Math.exp(zScore(Number(trigger.probability)) * sigma);
    const ref = Number(reference);
    return [
      {
        minValidPrice: BigInt(Math.floor(ref / move)).toString(),
        maxValidPrice: BigInt(Math.ceil(ref * move)).toString(),
        trigger: trigger,
        referencePrice: reference.toString(),
      },
    ];
  });
}

/** The first trigger whose bounds `price` breaks, if any. */
export function breachedTrigger(bounds: readonly PriceMonitoringBounds[], price: bigint) {
  return bounds.find((b) => price < BigInt(b.minValidPrice) || price > BigInt(b.maxValidPrice))
    ?.trigger;
}
