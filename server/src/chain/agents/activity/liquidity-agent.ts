import type { LiquidityProvisionSubmission } from '#contract/commands/liquidity-commands.ts';
import type { LiquidityOrder } from '#contract/liquidity.ts';
import type { Rng } from '../../engine/rng.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { isTrading } from '../../engine/lifecycle/market-lifecycle.ts';
import { toBookPrice } from '../order-sizing.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { generalBalance, partiesOf, share } from './agent-helpers.ts';

/** Providers a market attracts early on; each joins with this chance per block until then. */
const PROVIDERS_PER_MARKET = 3;
const JOIN_CHANCE = 0.012;
const AMEND_CHANCE = 0.04;
const CANCEL_CHANCE = 0.015;
/** Until the first provider leaves, so a cancellation shows early in every chain. */
const FIRST_CANCEL_CHANCE = 0.1;
const FEES = ['0.001', '0.002', '0.003', '0.005', '0.01'];

/** A two-level shape each side, offsets a few tenths of a percent of the price. */
function shape(market: MarketRuntime, rng: Rng, side: 'buy' | 'sell'): LiquidityOrder[] {
  const offset = (f: number) => toBookPrice(market.fairPrice * f).toString();
  const best = side === 'buy' ? 'PEGGED_REFERENCE_BEST_BID' : 'PEGGED_REFERENCE_BEST_ASK';
  return [
    { reference: best, proportion: rng.int(1, 3), offset: offset(0.001 + rng.next() * 0.002) },
    {
      reference: 'PEGGED_REFERENCE_MID',
      proportion: 1,
      offset: offset(0.004 + rng.next() * 0.004),
    },
  ];
}

function submission(
  state: NetworkState,
  market: MarketRuntime,
  party: string,
  rng: Rng,
): LiquidityProvisionSubmission {
  const balance = generalBalance(state, party, market.settlementAsset);
  let commitment = share(balance, rng, 0.004, 0.03);
  const roll = rng.next();
  // Under market.liquidityProvision.minLpStakeQuantumMultiple × quantum: refused.
  if (roll < 0.05) commitment = state.governance.assets.quantum(market.settlementAsset) * 3n;
  return {
    marketId: market.id,
    commitmentAmount: commitment.toString(),
    // Above market.liquidity.maximumLiquidityFeeFactorLevel: refused.
    fee: roll > 0.96 ? '0.2' : rng.pick(FEES),
    buys: shape(market, rng, 'buy'),
    sells: shape(market, rng, 'sell'),
    reference: `lp-${party.slice(0, 8)}`,
  };
}

/**
 * Liquidity providers commit to each market early on (a few per market, new markets too),
 * amend their commitment now and then, and sometimes leave; a provider re-submitting where it
 * already provides, or amending where it does not, is refused.
 */
export function liquidityTxs(state: NetworkState, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const providers = partiesOf(state, ['liquidity-provider']).map((p) => p.id);
  const book = state.governance.liquidity;
  for (const market of state.markets) {
    if (market.state !== 'STATE_ACTIVE' && market.state !== 'STATE_PENDING') continue;
    const live = book.forMarket(market.id);
    for (const party of providers) {
      const has = live.some((lp) => lp.partyId === party);
      const wants = !has && live.length < PROVIDERS_PER_MARKET && rng.chance(JOIN_CHANCE);
      const mistaken = has && rng.chance(JOIN_CHANCE / 50);
      if (wants || mistaken)
        out.push(tx(party, 'liquidityProvisionSubmission', submission(state, market, party, rng)));
    }
  }
  const all = book.all();
  if (all.length && rng.chance(AMEND_CHANCE)) {
    const lp = rng.pick(all);
    const factor = 0.8 + rng.next() * 0.5;
    const commitment = (BigInt(lp.commitmentAmount) * BigInt(Math.round(factor * 1000))) / 1000n;
    out.push(
      tx(lp.partyId, 'liquidityProvisionAmendment', {
        marketId: lp.marketId,
        commitmentAmount: commitment.toString(),
        fee: rng.chance(0.3) ? rng.pick(FEES) : '',
        buys: [],
        sells: [],
        reference: '',
      }),
    );
  }
  if (all.length && rng.chance(book.removed === 0 ? FIRST_CANCEL_CHANCE : CANCEL_CHANCE)) {
    const lp = rng.pick(all);
    out.push(tx(lp.partyId, 'liquidityProvisionCancellation', { marketId: lp.marketId }));
  }
  const trading = state.markets.filter(isTrading);
  if (rng.chance(0.004) && trading.length) {
    const market = rng.pick(trading);
    const party = rng.pick(providers);
    if (!book.get(market.id, party))
      out.push(
        tx(party, 'liquidityProvisionAmendment', { ...submission(state, market, party, rng) }),
      );
  }
  return out;
}
