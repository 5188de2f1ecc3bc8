import type { Market } from '#contract/market.ts';

/** One market's use of a data source spec, as its configuration binds it. */
export interface SpecUse {
  marketId: string;
  role: 'settlement' | 'termination';
  /** The property the market reads from the spec's data (the binding). */
  property: string;
}

/**
 * Which markets use each spec, read from the markets' configuration (the data node has no
 * reverse lookup): a future names one spec for its settlement data and one for its trading
 * termination, and several markets may share a spec.
 */
export function usesBySpec(markets: readonly Market[]): ReadonlyMap<string, SpecUse[]> {
  const uses = new Map<string, SpecUse[]>();
  const add = (specId: string, use: SpecUse) => {
    const list = uses.get(specId);
    if (list) list.push(use);
    else uses.set(specId, [use]);
  };
  for (const market of markets) {
    const future = market.tradableInstrument.instrument.future;
    if (!future) continue;
    const binding = future.dataSourceSpecBinding;
    add(future.dataSourceSpecForSettlementData.id, {
      marketId: market.id,
      role: 'settlement',
      property: binding.settlementDataProperty,
    });
    add(future.dataSourceSpecForTradingTermination.id, {
      marketId: market.id,
      role: 'termination',
      property: binding.tradingTerminationProperty,
    });
  }
  return uses;
}
