import { mulCeil, parseDecimal, positionFactor, scaledNotional } from '../collateral/decimal.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';

const NS = 1_000_000_000n;

export interface LiquidityFigures {
  targetStake: bigint;
  suppliedStake: bigint;
  marketValueProxy: bigint;
}

/** Σ of the long open volumes: every open contract counted once. */
export function openInterest(market: MarketRuntime): bigint {
  let total = 0n;
  for (const p of market.positions.all()) if (p.openVolume > 0n) total += p.openVolume;
  return total;
}

/**
 * A market's liquidity figures at the end of a block (market data's targetStake, suppliedStake,
 * marketValueProxy), in settlement-asset units:
 *  - target stake = mark price × the largest open interest of the last `timeWindow` seconds ×
 *    max(risk factor long, short) × `scalingFactor` (the market's targetStakeParameters);
 *  - supplied stake = Σ commitments of the market's live liquidity provisions;
 *  - market value proxy = max(supplied stake, value traded in the last `windowNs`)
 *    (network parameter `market.value.windowLength`).
 * `tradedValue` is this block's traded notional; each call records one block.
 */
export function liquidityFigures(
  market: MarketRuntime,
  now: bigint,
  suppliedStake: bigint,
  tradedValue: bigint,
  windowNs: bigint,
): LiquidityFigures {
  const params = market.config.liquidityMonitoringParameters.targetStakeParameters;
  market.openInterestWindow.add(now, openInterest(market));
  const maxOpenInterest = market.openInterestWindow.max(now - BigInt(params.timeWindow) * NS);
  const long = parseDecimal(market.riskFactors.long);
  const short = parseDecimal(market.riskFactors.short);
  const riskFactor = long.num * short.den >= short.num * long.den ? long : short;
  const exposure = mulCeil(
    scaledNotional(market.markPrice, maxOpenInterest, market.scale),
    riskFactor,
    positionFactor(market.scale),
  );
  market.tradedValueWindow.add(now, tradedValue);
  const traded = market.tradedValueWindow.sum(now - windowNs);
  return {
    targetStake: mulCeil(exposure, params.scalingFactor),
    suppliedStake,
    marketValueProxy: traded > suppliedStake ? traded : suppliedStake,
  };
}

/** Notional of trades in settlement-asset units (price × size, scaled). */
export function tradedNotional(
  market: MarketRuntime,
  trades: readonly { price: string; size: string }[],
): bigint {
  let total = 0n;
  for (const t of trades) total += scaledNotional(BigInt(t.price), BigInt(t.size), market.scale);
  return total / positionFactor(market.scale);
}
