import type { MarginLevels as MarginLevelsRecord } from '#contract/margin.ts';
import { marginLevels, type MarginLevels } from '../collateral/margin.ts';
import { NETWORK_PARTY } from '../collateral/mtm.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';

/** The price margins are computed at: the mark, else the last trade, else the agents' guess. */
export function riskPrice(market: MarketRuntime): bigint {
  if (market.markPrice > 0n) return market.markPrice;
  if (market.lastTradePrice > 0n) return market.lastTradePrice;
  return BigInt(Math.max(1, Math.round(market.fairPrice)));
}

/** Margin levels of a party, optionally as if an extra order of `extra` (signed) rested. */
export function partyMarginLevels(market: MarketRuntime, party: string, extra = 0n): MarginLevels {
  const orders = market.book.partyOrderVolume(party);
  return marginLevels({
    openVolume: market.positions.openVolume(party),
    buyOrders: orders.buy + (extra > 0n ? extra : 0n),
    sellOrders: orders.sell + (extra < 0n ? -extra : 0n),
    markPrice: riskPrice(market),
    riskFactors: market.riskFactors,
    scaling: market.scaling,
    scale: market.scale,
  });
}

const sameLevels = (a: MarginLevels | undefined, b: MarginLevels) =>
  a !== undefined &&
  a.maintenanceMargin === b.maintenanceMargin &&
  a.searchLevel === b.searchLevel &&
  a.initialMargin === b.initialMargin &&
  a.collateralReleaseLevel === b.collateralReleaseLevel;

/**
 * Tops up or releases margin of every party marked dirty; returns the margin records of the
 * parties whose levels changed, and adds to `distressed` those still below maintenance.
 */
export function settleMargins(
  state: NetworkState,
  market: MarketRuntime,
  now: bigint,
  distressed: string[] = [],
): MarginLevelsRecord[] {
  const records: MarginLevelsRecord[] = [];
  for (const party of market.marginDirty) {
    // The network holds closed-out positions without margin (the insurance pool backs them).
    if (party === NETWORK_PARTY) continue;
    const levels = partyMarginLevels(market, party);
    const update = state.collateral.updateMargin(party, market.id, market.settlementAsset, levels);
    if (update.distressed) distressed.push(party);
    if (sameLevels(market.lastMarginLevels.get(party), levels)) continue;
    market.lastMarginLevels.set(party, levels);
    records.push({
      maintenanceMargin: levels.maintenanceMargin.toString(),
      searchLevel: levels.searchLevel.toString(),
      initialMargin: levels.initialMargin.toString(),
      collateralReleaseLevel: levels.collateralReleaseLevel.toString(),
      partyId: party,
      marketId: market.id,
      asset: market.settlementAsset,
      timestamp: now.toString(),
    });
  }
  market.marginDirty.clear();
  return records;
}
