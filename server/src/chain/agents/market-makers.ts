import type { OrderRecord } from '../engine/matching/types.ts';
import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import { amendment, cancellation, limitOrder } from './order-commands.ts';
import { general } from '../engine/collateral/accounts.ts';
import type { NetworkState } from '../engine/state/network-state.ts';
import { sizeForBalance, toBookPrice } from './order-sizing.ts';
import { tx, type PendingTx } from '../engine/block/pending-tx.ts';

/** Quote levels per side each market maker keeps. */
const LEVELS = 5;
/** Distance between levels, as a fraction of the fair price. */
const LEVEL_STEP = 0.0015;
const REQUOTE_CHANCE = 0.2;

/**
 * Market makers keep a ladder of GTC limit orders on both sides around the fair price,
 * topping it up and moving stale quotes (by amend or cancel) as the price walks. During an
 * opening auction their ladders overlap a little so the auction uncrosses.
 */
export function marketMakerTxs(
  state: NetworkState,
  market: MarketRuntime,
  makers: readonly string[],
  liveByParty: ReadonlyMap<string, OrderRecord[]>,
  rng: Rng,
): PendingTx[] {
  const out: PendingTx[] = [];
  const inAuction = market.tradingMode !== 'TRADING_MODE_CONTINUOUS';
  for (const maker of makers) {
    const live = liveByParty.get(maker) ?? [];
    const balance = state.collateral.balance(general(maker, market.settlementAsset));
    for (const side of ['SIDE_BUY', 'SIDE_SELL'] as const) {
      const mine = live.filter((o) => o.side === side && o.peggedOrder === null);
      const sign = side === 'SIDE_BUY' ? -1 : 1;
      for (let level = mine.length; level < LEVELS; level++) {
        // In auction the first level crosses the other side slightly so there is volume to uncross.
        const offset = inAuction && level === 0 ? -0.5 : level + 0.5 + rng.next() * 0.5;
        const price = toBookPrice(market.fairPrice * (1 + sign * offset * LEVEL_STEP));
        const size = sizeForBalance(market, balance, rng, 0.002, 0.02);
        const postOnly = !inAuction && rng.chance(0.2);
        out.push(
          tx(
            maker,
            'orderSubmission',
            limitOrder(market.id, side, price, size, 'TIME_IN_FORCE_GTC', { postOnly }),
          ),
        );
      }
      if (!inAuction && mine.length > 0 && rng.chance(REQUOTE_CHANCE)) {
        // Move the quote furthest from the fair price back into the ladder.
        const stale = mine.reduce((a, b) =>
          Math.abs(Number(a.price) - market.fairPrice) >
          Math.abs(Number(b.price) - market.fairPrice)
            ? a
            : b,
        );
        const target = toBookPrice(
          market.fairPrice * (1 + sign * (1 + rng.next() * LEVELS) * LEVEL_STEP),
        );
        out.push(
          rng.chance(0.5)
            ? tx(maker, 'orderAmendment', amendment(stale, market.id, { price: target }))
            : tx(maker, 'orderCancellation', cancellation(stale, market.id)),
        );
      }
    }
  }
  return out;
}
