import { parseGoDuration } from '../genesis/network-parameters-schema.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';

const NS = 1_000_000_000n;

/**
 * Every `market.liquidity.providers.fee.distributionTimeStep` the market's liquidity-fee account
 * is paid out to its active providers (LIQUIDITY_FEE_DISTRIBUTE, to their general accounts) in
 * proportion to their equity-like shares, i.e. to their virtual stakes (liquidity/equity-shares).
 * With no active provider the fees wait in the account.
 */
export function distributeLiquidityFees(state: NetworkState, market: MarketRuntime, now: bigint) {
  const book = state.governance.liquidity;
  const step = state.params.get('market.liquidity.providers.fee.distributionTimeStep') ?? '1m';
  const interval = BigInt(Math.round(parseGoDuration(step) ?? 60)) * NS;
  const last = book.lastFeeDistribution.get(market.id);
  if (last === undefined) {
    book.lastFeeDistribution.set(market.id, now);
    return;
  }
  if (now - last < interval) return;
  book.lastFeeDistribution.set(market.id, now);
  const shares = book
    .forMarket(market.id)
    .filter((lp) => lp.status === 'STATUS_ACTIVE')
    .map((lp) => ({ party: lp.partyId, weight: book.equity.get(lp.id)?.virtualStake ?? 0n }))
    .filter((s) => s.weight > 0n);
  if (shares.length === 0) return;
  state.collateral.distributeLiquidityFees(market.id, market.settlementAsset, shares);
}
