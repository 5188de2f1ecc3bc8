import type { ProposalTerms } from '#contract/proposal-terms.ts';
import type { GenesisMarket } from '../genesis/genesis-schema.ts';
import { futureProductSchema } from '../genesis/market-config-schema.ts';
import { isTrading } from '../lifecycle/market-lifecycle.ts';
import { createMarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { ProposalFailure } from './proposal-failure.ts';

/**
 * Enacts a market update: the running market takes the new instrument code, metadata, data
 * sources, price and liquidity monitoring, risk model and slippage factors; its book, positions
 * and decimals stay. (Price-monitoring history keeps its original horizon.)
 */
export function updateMarket(
  state: NetworkState,
  change: NonNullable<ProposalTerms['updateMarket']>,
  now: bigint,
): ProposalFailure | undefined {
  const market = state.marketsById.get(change.marketId);
  if (!market) return { reason: 'PROPOSAL_ERROR_INVALID_MARKET', details: 'market does not exist' };
  // A market that stopped trading (expired, settled) is not updated any more.
  if (!isTrading(market))
    return { reason: 'PROPOSAL_ERROR_INVALID_MARKET', details: 'market is no longer trading' };
  const c = change.changes;
  const previous = market.config;
  const future = futureProductSchema.parse({
    ...c.instrument.future,
    settlementAsset: previous.instrument.future.settlementAsset,
  });
  const config: GenesisMarket = {
    ...previous,
    instrument: { ...previous.instrument, code: c.instrument.code, future },
    metadata: c.metadata,
    priceMonitoringParameters: c.priceMonitoringParameters,
    liquidityMonitoringParameters: c.liquidityMonitoringParameters,
    // Exactly one risk model: the one the update sets.
    logNormal: c.logNormal,
    simple: c.simple,
    lpPriceRange: c.lpPriceRange,
    linearSlippageFactor: c.linearSlippageFactor,
    quadraticSlippageFactor: c.quadraticSlippageFactor,
  };
  // Risk factors derive from the model exactly as for a new market.
  const decimals = state.assetDecimals.get(market.settlementAsset) ?? 0;
  const { riskFactors } = createMarketRuntime(config, now, decimals);
  // The runtime's configuration is read-only to trading code; governance is its one writer.
  Object.assign(market, { config, riskFactors });
  return undefined;
}
