import type { ProposalTerms } from '#contract/proposal-terms.ts';
import {
  futureProductSchema,
  newMarketConfigurationSchema,
} from '../genesis/market-config-schema.ts';
import { checkNetworkParameterValue } from '../genesis/network-parameters-schema.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { ProposalKind } from './proposal-kinds.ts';
import type { ProposalFailure } from './proposal-failure.ts';

const fail = (reason: ProposalFailure['reason'], details: string): ProposalFailure => ({
  reason,
  details,
});

const MAX_PRICE_MONITORING_TRIGGERS = 5;
const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const POSITIVE = /^[1-9]\d*$/;

/** Bounds the market changes of new and update proposals share. */
function checkMarketBounds(changes: {
  lpPriceRange: string;
  linearSlippageFactor: string;
  quadraticSlippageFactor: string;
  priceMonitoringParameters: { triggers: readonly unknown[] };
  logNormal?: unknown;
  simple?: unknown;
}): ProposalFailure | undefined {
  if ((changes.logNormal ? 1 : 0) + (changes.simple ? 1 : 0) !== 1)
    return fail('PROPOSAL_ERROR_NO_RISK_PARAMETERS', 'exactly one risk model is required');
  if (changes.priceMonitoringParameters.triggers.length > MAX_PRICE_MONITORING_TRIGGERS)
    return fail('PROPOSAL_ERROR_TOO_MANY_PRICE_MONITORING_TRIGGERS', 'too many triggers');
  const range = Number(changes.lpPriceRange);
  if (!(range > 0)) return fail('PROPOSAL_ERROR_LP_PRICE_RANGE_NONPOSITIVE', 'lpPriceRange <= 0');
  if (range > 100) return fail('PROPOSAL_ERROR_LP_PRICE_RANGE_TOO_LARGE', 'lpPriceRange > 100');
  const linear = Number(changes.linearSlippageFactor);
  if (!(linear >= 0 && linear <= 1e6))
    return fail('PROPOSAL_ERROR_LINEAR_SLIPPAGE_FACTOR_OUT_OF_RANGE', 'must be in [0, 1e6]');
  const quadratic = Number(changes.quadraticSlippageFactor);
  if (!(quadratic >= 0 && quadratic <= 1e6))
    return fail('PROPOSAL_ERROR_QUADRATIC_SLIPPAGE_FACTOR_OUT_OF_RANGE', 'must be in [0, 1e6]');
  return undefined;
}

function checkNewMarket(
  state: NetworkState,
  changes: NonNullable<ProposalTerms['newMarket']>['changes'],
) {
  if (!changes.instrument.future) return fail('PROPOSAL_ERROR_NO_PRODUCT', 'no product set');
  const bounds = checkMarketBounds(changes);
  if (bounds) return bounds;
  const parsed = newMarketConfigurationSchema.safeParse(changes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      'PROPOSAL_ERROR_INVALID_FUTURE_PRODUCT',
      `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const assetId = changes.instrument.future.settlementAsset;
  const asset = state.governance.assets.get(assetId);
  if (!asset) return fail('PROPOSAL_ERROR_INVALID_ASSET', `asset does not exist: ${assetId}`);
  if (asset.status !== 'STATUS_ENABLED')
    return fail('PROPOSAL_ERROR_INVALID_ASSET', `asset is not enabled: ${assetId}`);
  if (Number(changes.decimalPlaces) > Number(asset.details.decimals))
    return fail(
      'PROPOSAL_ERROR_TOO_MANY_MARKET_DECIMAL_PLACES',
      'market decimal places cannot exceed the settlement asset decimals',
    );
  return undefined;
}

function checkUpdateMarket(
  state: NetworkState,
  change: NonNullable<ProposalTerms['updateMarket']>,
) {
  const market = state.marketsById.get(change.marketId);
  if (!market) return fail('PROPOSAL_ERROR_INVALID_MARKET', 'market does not exist');
  const bounds = checkMarketBounds(change.changes);
  if (bounds) return bounds;
  const future = change.changes.instrument.future;
  if (!future) return fail('PROPOSAL_ERROR_NO_PRODUCT', 'no product set');
  const parsed = futureProductSchema.safeParse({
    ...future,
    settlementAsset: market.settlementAsset,
  });
  if (!parsed.success)
    return fail('PROPOSAL_ERROR_INVALID_FUTURE_PRODUCT', parsed.error.issues[0]?.message ?? '');
  return undefined;
}

function checkNewAsset(state: NetworkState, changes: NonNullable<ProposalTerms['newAsset']>) {
  const d = changes.changes;
  if ((d.builtinAsset ? 1 : 0) + (d.erc20 ? 1 : 0) !== 1)
    return fail('PROPOSAL_ERROR_INVALID_ASSET_DETAILS', 'an asset has exactly one source');
  if (!d.name || !d.symbol || !/^\d{1,2}$/.test(d.decimals) || !POSITIVE.test(d.quantum))
    return fail(
      'PROPOSAL_ERROR_INVALID_ASSET_DETAILS',
      'invalid name, symbol, decimals or quantum',
    );
  if (d.builtinAsset && !d.builtinAsset.maxFaucetAmountMint)
    return fail('PROPOSAL_ERROR_MISSING_BUILTIN_ASSET_FIELD', 'missing maxFaucetAmountMint');
  if (d.erc20) {
    const address = d.erc20.contractAddress;
    if (!address) return fail('PROPOSAL_ERROR_MISSING_ERC20_CONTRACT_ADDRESS', 'missing address');
    if (!ETH_ADDRESS.test(address))
      return fail('PROPOSAL_ERROR_INVALID_ASSET_DETAILS', 'invalid ERC-20 contract address');
    if (state.governance.assets.byContract(address))
      return fail('PROPOSAL_ERROR_ERC20_ADDRESS_ALREADY_IN_USE', 'erc20 address already in use');
  }
  return undefined;
}

function checkUpdateAsset(state: NetworkState, change: NonNullable<ProposalTerms['updateAsset']>) {
  const asset = state.governance.assets.get(change.assetId);
  if (!asset) return fail('PROPOSAL_ERROR_INVALID_ASSET', 'asset does not exist');
  if (!POSITIVE.test(change.changes.quantum))
    return fail('PROPOSAL_ERROR_INVALID_ASSET_DETAILS', 'quantum must be positive');
  if (change.changes.erc20 && !asset.details.erc20)
    return fail('PROPOSAL_ERROR_INVALID_ASSET_DETAILS', 'asset is not an ERC-20 token');
  return undefined;
}

function checkNetworkParameter({ key, value }: { key: string; value: string }) {
  if (!key)
    return fail('PROPOSAL_ERROR_NETWORK_PARAMETER_INVALID_KEY', 'empty network parameter key');
  if (!value)
    return fail('PROPOSAL_ERROR_NETWORK_PARAMETER_INVALID_VALUE', 'empty network parameter value');
  const error = checkNetworkParameterValue(key, value);
  if (!error) return undefined;
  return error.startsWith('unknown network parameter')
    ? fail('PROPOSAL_ERROR_NETWORK_PARAMETER_INVALID_KEY', error)
    : fail('PROPOSAL_ERROR_NETWORK_PARAMETER_VALIDATION_FAILED', error);
}

/** The change's own checks; the proposal's timing and proposer were checked before. */
export function validateChange(
  state: NetworkState,
  terms: ProposalTerms,
  kind: ProposalKind,
): ProposalFailure | undefined {
  switch (kind) {
    case 'newMarket':
      return checkNewMarket(state, terms.newMarket!.changes);
    case 'updateMarket':
      return checkUpdateMarket(state, terms.updateMarket!);
    case 'newAsset':
      return checkNewAsset(state, terms.newAsset!);
    case 'updateAsset':
      return checkUpdateAsset(state, terms.updateAsset!);
    case 'updateNetworkParameter':
      return checkNetworkParameter(terms.updateNetworkParameter!.changes);
    case 'newFreeform':
      return undefined;
  }
}
