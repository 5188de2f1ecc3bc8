import { type AccountRef, REWARD_POOL_TYPES } from '../collateral/accounts.ts';
import { payRewardPool, returnRewardPool } from '../collateral/metric-payout.ts';
import { isRunning } from '../lifecycle/market-lifecycle.ts';
import type { Share } from '../collateral/rewards.ts';
import type { NetworkState } from '../state/network-state.ts';

const byParty = (m: Map<string, bigint>): Share[] =>
  [...m].filter(([, w]) => w > 0n).map(([party, weight]) => ({ party, weight }));

/**
 * Each party's share of a pool's metric in the epoch that ends: maker fees paid or received in
 * the pool's market; liquidity fees earned (the market's liquidity fees, shared by the live
 * commitments, as the providers' fee share splits them); the market's proposer once the market
 * traded `rewards.marketCreationQuantumMultiple` × quantum (paid once per market).
 */
function sharesOf(state: NetworkState, pool: AccountRef): Share[] {
  const metrics = state.validators.rewardMetrics;
  const parties = metrics.byMarket.get(pool.marketId) ?? new Map();
  const pick = (f: (m: { makerFeesPaid: bigint; makerFeesReceived: bigint }) => bigint) =>
    byParty(new Map([...parties].map(([p, m]) => [p, f(m)])));
  switch (pool.type) {
    case 'ACCOUNT_TYPE_REWARD_MAKER_PAID_FEES':
      return pick((m) => m.makerFeesPaid);
    case 'ACCOUNT_TYPE_REWARD_MAKER_RECEIVED_FEES':
      return pick((m) => m.makerFeesReceived);
    case 'ACCOUNT_TYPE_REWARD_LP_RECEIVED_FEES': {
      if (!(metrics.liquidityFees.get(pool.marketId) ?? 0n)) return [];
      const lps = state.governance.liquidity.forMarket(pool.marketId);
      return lps.map((lp) => ({ party: lp.partyId, weight: BigInt(lp.commitmentAmount) }));
    }
    case 'ACCOUNT_TYPE_REWARD_MARKET_PROPOSERS': {
      const proposal = state.governance.proposals.get(pool.marketId)?.proposal;
      const multiple = BigInt(state.params.get('rewards.marketCreationQuantumMultiple') ?? '0');
      const threshold = multiple * state.governance.assets.quantum(pool.assetId);
      const traded = metrics.tradedValue.get(pool.marketId) ?? 0n;
      if (!proposal || metrics.creationRewarded.has(pool.marketId) || traded < threshold) return [];
      return [{ party: proposal.partyId, weight: 1n }];
    }
    default:
      return [];
  }
}

/**
 * REWARD_PAYOUT of every funded market reward pool at the end of the epoch, to the parties by
 * their share of its metric over the epoch; a pool nobody qualifies for keeps its balance for
 * the next epoch. A market that ended (settled, closed, cancelled, rejected) in the epoch is
 * paid on its last epoch's activity as the others are; what its pools still hold then goes back
 * to the global reward pool, and they are funded no more. The epoch's metrics then start again
 * from zero.
 */
export function payMarketRewards(state: NetworkState): void {
  const metrics = state.validators.rewardMetrics;
  const ended = (marketId: string) => {
    const market = state.marketsById.get(marketId);
    return market !== undefined && !isRunning(market);
  };
  const pools: AccountRef[] = [];
  for (const { account, balance } of state.collateral.accounts())
    if (REWARD_POOL_TYPES.has(account.type) && balance > 0n) pools.push(account);
  for (const pool of pools) {
    const paid = payRewardPool(state.collateral, pool, sharesOf(state, pool));
    if (paid > 0n && pool.type === 'ACCOUNT_TYPE_REWARD_MARKET_PROPOSERS')
      metrics.creationRewarded.add(pool.marketId);
    if (ended(pool.marketId)) returnRewardPool(state.collateral, pool);
  }
  for (const market of state.markets) if (!isRunning(market)) metrics.rewardsClosed.add(market.id);
  metrics.reset();
}
