import type { BlockOutput } from '../block/block-output.ts';
import { isTrading, terminateTrading } from '../lifecycle/market-lifecycle.ts';
import type { NewMarketConfiguration } from '#contract/proposal-terms.ts';
import type { GenesisMarket } from '../genesis/genesis-schema.ts';
import {
  newMarketConfigurationSchema,
  type NewMarketConfiguration as MarketChanges,
} from '../genesis/market-config-schema.ts';
import { parseGoDuration } from '../genesis/network-parameters-schema.ts';
import { createMarketRuntime, type MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import type { ProposalFailure } from './proposal-failure.ts';

/** Liquidity fee of a market created by governance until liquidity providers compete on it. */
const INITIAL_LIQUIDITY_FEE = '0.001';
const DEFAULT_SCALING = { searchLevel: 1.1, initialMargin: 1.5, collateralRelease: 1.7 };

/** `market.margin.scalingFactors` ({"search_level":…}) in the market's own shape. */
function scalingFactors(params: ReadonlyMap<string, string>) {
  try {
    const raw = JSON.parse(params.get('market.margin.scalingFactors') ?? '{}') as Record<
      string,
      number
    >;
    const f = {
      searchLevel: raw['search_level'] ?? DEFAULT_SCALING.searchLevel,
      initialMargin: raw['initial_margin'] ?? DEFAULT_SCALING.initialMargin,
      collateralRelease: raw['collateral_release'] ?? DEFAULT_SCALING.collateralRelease,
    };
    return f.searchLevel < f.initialMargin && f.initialMargin < f.collateralRelease
      ? f
      : DEFAULT_SCALING;
  } catch {
    return DEFAULT_SCALING;
  }
}

/**
 * The simulation's hints for a market nobody has traded yet: the agents' fair price starts at
 * the price of a running market on the same underlying (same `base:` tag, asset and decimals),
 * else at 100 whole units.
 */
function priceHints(state: NetworkState, config: MarketChanges) {
  const base = config.metadata.find((t) => t.startsWith('base:'));
  const sibling = state.markets.find(
    (m) =>
      base !== undefined &&
      m.config.metadata.includes(base) &&
      m.settlementAsset === config.instrument.future.settlementAsset &&
      m.config.decimalPlaces === config.decimalPlaces,
  );
  const fallback = 100 * 10 ** Number(config.decimalPlaces);
  return {
    referencePrice: String(Math.max(1, Math.round(sibling?.fairPrice ?? fallback))),
    volatility: sibling?.volatility ?? 0.5,
  };
}

/**
 * A new-market proposal's configuration completed the way the network completes it at
 * enactment: fees and margin scaling from the network parameters, an opening auction of
 * `market.auction.minimumDuration`, the proposal id as market id.
 */
export function marketConfigOf(
  state: NetworkState,
  id: string,
  changes: NewMarketConfiguration,
): GenesisMarket {
  const parsed = newMarketConfigurationSchema.parse(changes);
  const minimum = parseGoDuration(state.params.get('market.auction.minimumDuration') ?? '') ?? 30;
  return {
    id,
    ...parsed,
    fees: {
      factors: {
        makerFee: state.params.get('market.fee.factors.makerFee') ?? '0.0002',
        infrastructureFee: state.params.get('market.fee.factors.infrastructureFee') ?? '0.0005',
        liquidityFee: INITIAL_LIQUIDITY_FEE,
      },
    },
    marginCalculator: { scalingFactors: scalingFactors(state.params) },
    openingAuction: { duration: String(Math.max(1, Math.round(minimum))) },
    ...priceHints(state, parsed),
  };
}

/** Enacts a new market: it joins the running markets in its opening auction. */
export function launchMarket(
  state: NetworkState,
  entry: ProposalEntry,
  now: bigint,
  out: BlockOutput,
): ProposalFailure | undefined {
  const changes = entry.proposal.terms.newMarket!.changes;
  const asset = changes.instrument.future?.settlementAsset ?? '';
  const proposed = state.marketsById.get(entry.proposal.id);
  if (!state.governance.assets.isEnabled(asset)) {
    // It never opened: the market is cancelled, its orders too (D5).
    if (proposed && isTrading(proposed)) terminateTrading(state, proposed, now, out);
    return {
      reason: 'PROPOSAL_ERROR_COULD_NOT_INSTANTIATE_MARKET',
      details: 'the settlement asset is not enabled',
    };
  }
  // The market exists since its vote opened, in its opening auction since the vote passed,
  // which ends now (proposed-market.ts).
  if (proposed) return undefined;
  const config = marketConfigOf(state, entry.proposal.id, changes);
  const decimals = Number(state.governance.assets.get(asset)!.details.decimals);
  const market: MarketRuntime = createMarketRuntime(config, now, decimals);
  market.timestamps.proposed = BigInt(entry.proposal.timestamp);
  market.timestamps.pending = now;
  state.markets.push(market);
  state.marketsById.set(market.id, market);
  state.collateral.openMarket(market.id, market.settlementAsset);
  return undefined;
}
