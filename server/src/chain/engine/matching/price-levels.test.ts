import { describe, expect, it } from 'vitest';
import { BookSide } from './price-levels.ts';
import type { BookOrder, TradingSide } from './types.ts';

let seq = 0;
function order(
  id: string,
  side: TradingSide,
  price: bigint,
  remaining: bigint,
  peg = false,
): BookOrder {
  seq += 1;
  return {
    id,
    marketId: 'm',
    partyId: 'p',
    side,
    price,
    size: remaining,
    remaining,
    timeInForce: 'TIME_IN_FORCE_GTC',
    type: 'TYPE_LIMIT',
    createdAt: 0n,
    status: 'STATUS_ACTIVE',
    expiresAt: 0n,
    reference: '',
    updatedAt: 0n,
    version: 1n,
    batchId: 0n,
    peggedOrder: peg ? { reference: 'PEGGED_REFERENCE_BEST_BID', offset: 0n } : null,
    liquidityProvisionId: '',
    postOnly: false,
    reduceOnly: false,
    seq,
    onBook: false,
  };
}

describe('BookSide', () => {
  it('keeps buy levels best (highest) first whatever the insertion order', () => {
    const side = new BookSide('SIDE_BUY');
    for (const [id, p] of [
      ['a', 100n],
      ['b', 102n],
      ['c', 99n],
      ['d', 101n],
      ['e', 102n],
    ] as const) {
      side.add(order(id, 'SIDE_BUY', p, 1n));
    }
    expect(side.depth().map((l) => [l.price, l.volume, l.numberOfOrders])).toEqual([
      [102n, 2n, 2],
      [101n, 1n, 1],
      [100n, 1n, 1],
      [99n, 1n, 1],
    ]);
    expect(side.bestOrder()?.id).toBe('b');
    expect(side.depth(2).map((l) => l.price)).toEqual([102n, 101n]);
  });

  it('keeps sell levels best (lowest) first', () => {
    const side = new BookSide('SIDE_SELL');
    for (const p of [105n, 103n, 104n]) side.add(order(`s${p}`, 'SIDE_SELL', p, 1n));
    expect([...side.bestFirst()].map((l) => l.price)).toEqual([103n, 104n, 105n]);
  });

  it('drops emptied levels, best or not, and tracks volume on fills', () => {
    const side = new BookSide('SIDE_SELL');
    const a = order('a', 'SIDE_SELL', 100n, 5n);
    const b = order('b', 'SIDE_SELL', 101n, 2n);
    const c = order('c', 'SIDE_SELL', 102n, 2n);
    [a, b, c].forEach((o) => side.add(o));
    side.remove(b);
    expect(side.depth().map((l) => l.price)).toEqual([100n, 102n]);
    side.fill(a, 2n);
    expect(side.depth()[0]).toEqual({ price: 100n, volume: 3n, numberOfOrders: 1 });
    side.fill(a, 3n);
    expect(a.onBook).toBe(false);
    expect(side.bestPrice()).toBe(102n);
    expect(side.levelCount).toBe(1);
  });

  it('skips levels holding only pegged orders for the static best price', () => {
    const side = new BookSide('SIDE_BUY');
    side.add(order('peg', 'SIDE_BUY', 101n, 1n, true));
    side.add(order('lim', 'SIDE_BUY', 100n, 1n));
    expect(side.bestPrice()).toBe(101n);
    expect(side.bestStaticPrice()).toBe(100n);
  });

  it('refuses to remove an order that is not there', () => {
    const side = new BookSide('SIDE_BUY');
    expect(() => side.remove(order('x', 'SIDE_BUY', 1n, 1n))).toThrow();
  });
});
