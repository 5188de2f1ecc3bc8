import type { PriceMonitoringBounds } from '#contract/market-data.ts';
import { SECONDS_PER_YEAR, VOLATILITY_SPEED_UP } from '../../agents/price-walk.ts';
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

/** Trade prices over time, enough to look up the price at the longest horizon. */
export class PriceHistory {
  private readonly points: { time: bigint; price: bigint }[] = [];

  constructor(private readonly keepNs: bigint) {}

  add(time: bigint, price: bigint): void {
    this.points.push({ time, price });
    const cutoff = time - this.keepNs;
    let drop = 0;
    // Keep one point older than the cutoff so the longest horizon still has a reference.
    while (drop + 1 < this.points.length && this.points[drop + 1]!.time <= cutoff) drop++;
    if (drop) this.points.splice(0, drop);
  }

  /** The last price at or before `time`; the oldest known price when history is shorter. */
  priceAt(time: bigint): bigint | undefined {
    let found: bigint | undefined = this.points[0]?.price;
    for (const p of this.points) {
      if (p.time > time) break;
      found = p.price;
    }
    return found;
  }
}
