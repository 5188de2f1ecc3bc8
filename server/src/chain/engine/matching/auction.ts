// Auction uncrossing (network doc D5).
import type { BookState } from './book-state.ts';
import { min } from './continuous.ts';
import type { BookSide } from './price-levels.ts';
import type { Tx } from './tx.ts';
import type { BookOrder, Uncrossing } from './types.ts';

const NONE: Uncrossing = { price: 0n, volume: 0n };

/**
 * Volume-maximising uncrossing price. Only the level prices inside the crossed region
 * [best ask, best bid] can matter; at each, the tradable volume is
 * min(buy volume priced ≥ p, sell volume priced ≤ p). The prices reaching the maximum form a
 * range, and the uncrossing price is the mid of that range rounded down to a tick (as the real
 * network does with (min + max) / 2 in integer arithmetic).
 */
export function uncrossingPoint(buys: BookSide, sells: BookSide, tickSize: bigint): Uncrossing {
  const bid = buys.bestPrice();
  const ask = sells.bestPrice();
  if (bid === undefined || ask === undefined || bid < ask) return NONE;

  // ascending list of candidate prices with the sell volume at or below each
  const candidates = new Map<bigint, { bidCum: bigint; askCum: bigint }>();
  let cum = 0n;
  for (const level of sells.bestFirst()) {
    if (level.price > bid) break;
    cum += level.volume;
    candidates.set(level.price, { bidCum: 0n, askCum: cum });
  }
  for (const level of buys.bestFirst()) {
    if (level.price < ask) break;
    if (!candidates.has(level.price)) candidates.set(level.price, { bidCum: 0n, askCum: 0n });
  }
  const prices = [...candidates.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));

  // fill the cumulative sell volume for buy-only prices (ascending sweep)
  let askCum = 0n;
  for (const p of prices) {
    const c = candidates.get(p) as { bidCum: bigint; askCum: bigint };
    if (c.askCum > askCum) askCum = c.askCum;
    c.askCum = askCum;
  }
  // cumulative buy volume at or above each price (descending sweep)
  const buyVolume = new Map<bigint, bigint>();
  for (const level of buys.bestFirst()) buyVolume.set(level.price, level.volume);
  let bidCum = 0n;
  for (let i = prices.length - 1; i >= 0; i--) {
    const p = prices[i] as bigint;
    bidCum += buyVolume.get(p) ?? 0n;
    (candidates.get(p) as { bidCum: bigint }).bidCum = bidCum;
  }

  let best = 0n;
  let low = 0n;
  let high = 0n;
  for (const p of prices) {
    const c = candidates.get(p) as { bidCum: bigint; askCum: bigint };
    const volume = min(c.bidCum, c.askCum);
    if (volume > best) {
      best = volume;
      low = p;
      high = p;
    } else if (volume === best && best > 0n) {
      high = p;
    }
  }
  if (best === 0n) return NONE;
  const mid = (low + high) / 2n;
  return { price: mid - (mid % tickSize), volume: best };
}

/**
 * Trades the uncrossing volume at the single uncrossing price. Both sides are consumed in
 * price-time priority (best price first, FIFO within a level); self-trades are allowed here.
 * All of the first `volume` units of each side are priced through the uncrossing price, so the
 * pairing is always valid, and the book is left uncrossed.
 */
export function uncross(state: BookState, tx: Tx): Uncrossing {
  const point = uncrossingPoint(state.buys, state.sells, state.tickSize);
  let left = point.volume;
  while (left > 0n) {
    const buy = state.buys.bestOrder();
    const sell = state.sells.bestOrder();
    if (buy === undefined || sell === undefined) throw new Error('uncrossing volume not on book');
    const size = min(min(buy.remaining, sell.remaining), left);
    state.buys.fill(buy, size);
    state.sells.fill(sell, size);
    tx.trade(buy, sell, point.price, size, 'SIDE_UNSPECIFIED');
    settlePassive(state, tx, buy);
    settlePassive(state, tx, sell);
    left -= size;
  }
  if (point.volume > 0n) state.lastTradedPrice = point.price;
  return point;
}

function settlePassive(state: BookState, tx: Tx, order: BookOrder): void {
  if (order.remaining === 0n) {
    order.status = 'STATUS_FILLED';
    state.detach(order);
  }
  tx.touch(order);
}
