import { describe, expect, it } from 'vitest';
import { pegPrice, staticReferences } from './pegged.ts';
import { SECOND, T0, ctxAt, limit, newBook, pegged, tif } from './test-support.ts';

describe('static references', () => {
  it('rounds the mid up for buys and down for sells, to a tick', () => {
    // bid 100, ask 105: mid 102.5 → buys 103, sells 102
    expect(staticReferences(100n, 105n, 1n)).toEqual({
      bestBid: 100n,
      bestAsk: 105n,
      midBuy: 103n,
      midSell: 102n,
    });
    // tick 10, bid 100, ask 130: mid 115 → buys 120, sells 110
    expect(staticReferences(100n, 130n, 10n)).toMatchObject({ midBuy: 120n, midSell: 110n });
    expect(staticReferences(100n, undefined, 1n)).toEqual({ bestBid: 100n, bestAsk: undefined });
  });

  it('prices buys below and sells above the reference; no price at or below zero', () => {
    const refs = staticReferences(100n, 105n, 1n);
    const mid = (offset: bigint) => ({ reference: 'PEGGED_REFERENCE_MID' as const, offset });
    expect(pegPrice('SIDE_BUY', mid(1n), refs)).toBe(102n);
    expect(pegPrice('SIDE_SELL', mid(1n), refs)).toBe(103n);
    const bid = (offset: bigint) => ({ reference: 'PEGGED_REFERENCE_BEST_BID' as const, offset });
    expect(pegPrice('SIDE_BUY', bid(100n), refs)).toBeUndefined();
    expect(pegPrice('SIDE_BUY', bid(0n), {})).toBeUndefined();
  });
});

describe('pegged orders in continuous trading', () => {
  function quoted() {
    const book = newBook();
    book.submit(limit('b0', 'Z', 'BUY', 100n, 1n), ctxAt());
    book.submit(limit('s0', 'Z', 'SELL', 105n, 1n), ctxAt());
    return book;
  }

  it('enters at reference ± offset', () => {
    const book = quoted();
    const buy = book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 2n, 3n), ctxAt());
    const sell = book.submit(pegged('p2', 'A', 'SELL', 'MID', 1n, 3n), ctxAt());
    expect(buy.order).toMatchObject({ status: 'STATUS_ACTIVE', price: 98n });
    // sell mid rounds down: 102, plus 1
    expect(sell.order).toMatchObject({ status: 'STATUS_ACTIVE', price: 103n });
    expect(book.bestAsk()).toBe(103n);
    expect(book.bestStaticAsk()).toBe(105n);
  });

  it('reprices when its reference moves, without a version bump', () => {
    const book = quoted();
    book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 2n, 3n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 101n, 1n), ctxAt(T0 + SECOND));
    expect(r.updated).toEqual([
      expect.objectContaining({
        id: 'p1',
        price: 99n,
        status: 'STATUS_ACTIVE',
        version: 1n,
        updatedAt: T0 + SECOND,
      }),
    ]);
    expect(book.depth().buy.map((l) => l.price)).toEqual([101n, 100n, 99n]);
  });

  it('ignores moves of references it does not follow', () => {
    const book = quoted();
    book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 2n, 3n), ctxAt());
    const r = book.submit(limit('s1', 'B', 'SELL', 104n, 1n), ctxAt());
    expect(r.updated).toEqual([]);
    expect(book.getOrder('p1')?.price).toBe(98n);
  });

  it('parks without a reference and comes back when one appears', () => {
    const book = newBook();
    const r = book.submit(pegged('p1', 'A', 'SELL', 'BEST_ASK', 1n, 2n), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_PARKED', price: 0n });
    expect(book.depth().sell).toEqual([]);
    const back = book.submit(limit('s0', 'Z', 'SELL', 110n, 1n), ctxAt(T0 + SECOND));
    expect(back.updated).toEqual([
      expect.objectContaining({ id: 'p1', status: 'STATUS_ACTIVE', price: 111n }),
    ]);
  });

  it('does not reference itself: losing the static price parks it', () => {
    const book = quoted();
    book.submit(pegged('p1', 'A', 'SELL', 'BEST_ASK', 1n, 2n), ctxAt());
    expect(book.bestAsk()).toBe(105n);
    const r = book.cancel('s0', ctxAt());
    expect(r).toMatchObject({ ok: true });
    if (r.ok)
      expect(r.updated).toEqual([expect.objectContaining({ id: 'p1', status: 'STATUS_PARKED' })]);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('a repriced peg goes behind orders already at its new price', () => {
    const book = quoted();
    book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 1n, 1n), ctxAt());
    book.submit(limit('b1', 'B', 'BUY', 100n, 1n), ctxAt());
    // static best bid 100 → 101 moves the peg from 99 to 100, behind b0 and b1
    book.submit(limit('b2', 'C', 'BUY', 101n, 1n), ctxAt());
    const hit = book.submit(limit('x', 'D', 'SELL', 100n, 3n), ctxAt());
    expect(hit.trades.map((t) => t.buyOrder)).toEqual(['b2', 'b0', 'b1']);
    // no static bid is left after that, so the peg loses its reference and is parked
    expect(hit.updated.at(-1)).toMatchObject({ id: 'p1', status: 'STATUS_PARKED', price: 0n });
  });

  it('amending the offset reprices immediately', () => {
    const book = quoted();
    book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 2n, 3n), ctxAt());
    const r = book.amend('p1', { peggedOffset: 5n }, ctxAt());
    expect(r).toMatchObject({ ok: true, order: { price: 95n, version: 2n } });
  });

  const invalid: [
    string,
    Parameters<typeof pegged>,
    Partial<Parameters<typeof limit>[5]>,
    string,
  ][] = [
    [
      'a buy on the best ask',
      ['p', 'A', 'BUY', 'BEST_ASK', 1n, 1n],
      {},
      'ORDER_ERROR_BUY_CANNOT_REFERENCE_BEST_ASK_PRICE',
    ],
    [
      'a sell on the best bid',
      ['p', 'A', 'SELL', 'BEST_BID', 1n, 1n],
      {},
      'ORDER_ERROR_SELL_CANNOT_REFERENCE_BEST_BID_PRICE',
    ],
    [
      'a zero offset from the mid',
      ['p', 'A', 'BUY', 'MID', 0n, 1n],
      {},
      'ORDER_ERROR_OFFSET_MUST_BE_GREATER_THAN_ZERO',
    ],
    [
      'a negative offset',
      ['p', 'A', 'BUY', 'BEST_BID', -1n, 1n],
      {},
      'ORDER_ERROR_OFFSET_MUST_BE_GREATER_OR_EQUAL_TO_ZERO',
    ],
    [
      'an IOC peg',
      ['p', 'A', 'BUY', 'BEST_BID', 1n, 1n],
      { timeInForce: tif('IOC') },
      'ORDER_ERROR_MUST_BE_GTT_OR_GTC',
    ],
    [
      'a GFN peg',
      ['p', 'A', 'BUY', 'BEST_BID', 1n, 1n],
      { timeInForce: tif('GFN') },
      'ORDER_ERROR_MUST_BE_GTT_OR_GTC',
    ],
    [
      'a market peg',
      ['p', 'A', 'BUY', 'BEST_BID', 1n, 1n],
      { type: 'TYPE_MARKET', timeInForce: tif('IOC') },
      'ORDER_ERROR_MUST_BE_LIMIT_ORDER',
    ],
  ];
  it.each(invalid)('rejects %s', (_name, args, extra, reason) => {
    const [id, party, side, ref, offset, size] = args;
    const r = quoted().submit(pegged(id, party, side, ref, offset, size, extra), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_REJECTED', reason });
  });
});

describe('pegged orders and auctions', () => {
  it('parks pegs when an auction starts and brings them back repriced, in entry order', () => {
    const book = newBook();
    book.submit(limit('b0', 'Z', 'BUY', 100n, 1n), ctxAt());
    book.submit(limit('s0', 'Z', 'SELL', 110n, 1n), ctxAt());
    book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 1n, 1n), ctxAt());
    const enter = book.enterAuction(ctxAt(T0 + SECOND));
    expect(enter.orders).toEqual([
      expect.objectContaining({ id: 'p1', status: 'STATUS_PARKED', updatedAt: T0 + SECOND }),
    ]);
    const during = book.submit(pegged('p2', 'B', 'BUY', 'BEST_BID', 1n, 1n), ctxAt());
    expect(during.order).toMatchObject({ status: 'STATUS_PARKED', price: 0n });
    // a static bid at 100 arrives during the auction: pegs must not move yet
    const noMove = book.submit(limit('b1', 'C', 'BUY', 100n, 1n), ctxAt());
    expect(noMove.updated).toEqual([]);

    const leave = book.leaveAuction(ctxAt(T0 + 2n * SECOND));
    expect(leave.trades).toEqual([]);
    expect(leave.orders.map((o) => [o.id, o.status, o.price])).toEqual([
      ['p1', 'STATUS_ACTIVE', 99n],
      ['p2', 'STATUS_ACTIVE', 99n],
    ]);
    const hit = book.submit(limit('x', 'D', 'SELL', 99n, 4n), ctxAt());
    expect(hit.trades.map((t) => t.buyOrder)).toEqual(['b0', 'b1', 'p1', 'p2']);
  });
});
