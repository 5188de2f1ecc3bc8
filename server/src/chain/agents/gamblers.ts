import type { OrderRecord } from '../engine/matching/types.ts';
import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import type { NetworkState } from '../engine/state/network-state.ts';
import { general } from '../engine/collateral/accounts.ts';
import { riskPrice } from '../engine/trading/margins.ts';
import { tx, type PendingTx } from '../engine/block/pending-tx.ts';
import { limitOrder } from './order-commands.ts';

/** Chance per block that an idle gambler bets (per market it follows). */
const BET_CHANCE = 0.006;
/** Share of the general balance the bet's initial margin takes: almost everything. */
const LEVERAGE_USE = 0.95;
/** How far from the fair price a gambler's "buy the dip" order rests. */
const DIP_DISTANCE = 0.015;

/** About one trader in twelve over-leverages: a stable choice by key, the same every run. */
export const isGambler = (party: string) => parseInt(party.slice(-2), 16) % 12 === 0;

/**
 * Over-leveraged traders: when flat and without orders, now and then one sends a market order
 * whose initial margin takes nearly its whole general balance. A small move against it leaves
 * it below maintenance with nothing to top up from, so it is closed out — as some parties are
 * on every real network.
 */
export function gamblerTxs(
  state: NetworkState,
  market: MarketRuntime,
  traders: readonly string[],
  liveByParty: ReadonlyMap<string, OrderRecord[]>,
  rng: Rng,
): PendingTx[] {
  if (market.tradingMode !== 'TRADING_MODE_CONTINUOUS') return [];
  const out: PendingTx[] = [];
  for (const party of traders) {
    if (!isGambler(party) || !rng.chance(BET_CHANCE)) continue;
    if (market.positions.openVolume(party) !== 0n || liveByParty.has(party)) continue;
    const balance = Number(state.collateral.balance(general(party, market.settlementAsset)));
    // Initial margin of one position unit, in asset units (collateral/margin.ts's model).
    const perUnit =
      (Number(riskPrice(market)) *
        Number(market.scale.priceFactor ?? 1n) *
        Number(market.riskFactors.long) *
        Number(market.scaling.initialMargin)) /
      10 ** market.positionDecimalPlaces;
    const capacity = (balance * LEVERAGE_USE) / perUnit;
    const side = rng.chance(0.5) ? 'SIDE_BUY' : 'SIDE_SELL';
    // Most bets go all in at once; some keep more than half back for a same-side order further out
    // ("buy the dip"), whose margin the party loses first when it cannot carry both.
    const withDip = rng.chance(0.6);
    const atOnce = BigInt(Math.floor(capacity * (withDip ? 0.4 : 1)));
    if (atOnce <= 0n) continue;
    out.push(
      tx(
        party,
        'orderSubmission',
        limitOrder(market.id, side, 0n, atOnce, 'TIME_IN_FORCE_IOC', { type: 'TYPE_MARKET' }),
      ),
    );
    const dip = BigInt(Math.floor(capacity * 0.55));
    if (!withDip || dip <= 0n) continue;
    const away = side === 'SIDE_BUY' ? 1 - DIP_DISTANCE : 1 + DIP_DISTANCE;
    const price = BigInt(Math.max(1, Math.round(market.fairPrice * away)));
    out.push(
      tx(party, 'orderSubmission', limitOrder(market.id, side, price, dip, 'TIME_IN_FORCE_GTC')),
    );
  }
  return out;
}
