import type { OrderRecord } from '../engine/matching/types.ts';
import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import type { NetworkState } from '../engine/state/network-state.ts';
import { genesisDepositsDone, genesisDepositTxs } from './genesis-deposits.ts';
import { marketMakerTxs } from './market-makers.ts';
import type { PendingTx } from '../engine/block/pending-tx.ts';
import { isTrading } from '../engine/lifecycle/market-lifecycle.ts';
import { walkFairPrice } from './price-walk.ts';
import { traderTxs } from './traders.ts';
import { gamblerTxs } from './gamblers.ts';
import { networkActivityTxs } from './activity/network-agents.ts';
import { validatorTxs } from './validators/validator-agents.ts';
import { advanceWorldClock } from './world-clock.ts';

function groupByParty(orders: readonly OrderRecord[]): Map<string, OrderRecord[]> {
  const byParty = new Map<string, OrderRecord[]>();
  for (const o of orders) {
    const list = byParty.get(o.partyId);
    if (list) list.push(o);
    else byParty.set(o.partyId, [o]);
  }
  return byParty;
}

/** Parties of a role holding the market's settlement asset (only they can trade it). */
function fundedParties(
  state: NetworkState,
  market: MarketRuntime,
  roles: readonly string[],
): string[] {
  return state.parties
    .filter(
      (p) => roles.includes(p.role) && p.deposits.some((d) => d.assetId === market.settlementAsset),
    )
    .map((p) => p.id);
}

/**
 * Everything the simulated users send for the next block, drawn from the block's own random
 * stream: the same state and seed give the same transactions.
 */
export function produceTransactions(
  state: NetworkState,
  height: bigint,
  now: bigint,
  rng: Rng,
  blockSeconds: number,
): PendingTx[] {
  advanceWorldClock(state, now, blockSeconds);
  const out: PendingTx[] = genesisDepositTxs(state, height);
  if (!genesisDepositsDone(state, height - 1n)) return out;
  // Only markets that take orders are traded; a terminated market waits for its settlement.
  state.markets.filter(isTrading).forEach((market, index) => {
    walkFairPrice(market, rng, blockSeconds);
    const liveByParty = groupByParty(market.book.liveOrders());
    const makers = fundedParties(state, market, ['market-maker']).filter(
      (_, i) => (i + index) % 3 !== 2,
    );
    out.push(...marketMakerTxs(state, market, makers, liveByParty, rng));
    // Each trader follows a third of the markets it could trade: positions (and with them the
    // mark-to-market, margin and account rows of every block) stay bounded as markets are added.
    const traders = fundedParties(state, market, ['trader', 'whale']).filter(
      (_, i) => (i + index) % 3 === 0,
    );
    out.push(...traderTxs(state, market, traders, liveByParty, rng, now));
    out.push(...gamblerTxs(state, market, traders, liveByParty, rng));
  });
  out.push(...networkActivityTxs(state, height, now, rng, blockSeconds));
  out.push(...validatorTxs(state, height));
  return out;
}
