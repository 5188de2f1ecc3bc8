import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';

/** Price units (float, market decimals) → the integer price on the book, at least one tick. */
export function toBookPrice(price: number): bigint {
  return BigInt(Math.max(1, Math.round(price)));
}

/**
 * A size whose notional is a fraction of `balance` (asset units) at the fair price, in position
 * units, at least 1. Fractions are drawn log-uniformly between `min` and `max`, so most orders
 * are small and a few are large enough to fail the margin check, as on a real network.
 */
export function sizeForBalance(
  market: MarketRuntime,
  balance: bigint,
  rng: Rng,
  min: number,
  max: number,
): bigint {
  const fraction = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  const assetPerContract = market.fairPrice * Number(market.scale.priceFactor ?? 1n);
  const units =
    ((Number(balance) * fraction) / assetPerContract) * 10 ** market.positionDecimalPlaces;
  return BigInt(Math.max(1, Math.round(units)));
}
