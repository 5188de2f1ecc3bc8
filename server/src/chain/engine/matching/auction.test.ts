import { describe, expect, it } from 'vitest';
import { SECOND, T0, ctxAt, limit, market, newBook, tif } from './test-support.ts';

describe('auction uncrossing', () => {
  /**
   * Buys 5@103, 3@102, 4@100; sells 4@99, 3@101, 5@104. In the crossed region [99, 103]:
   *   price | buys ≥ p | sells ≤ p | tradable
   *    99   |    12    |     4     |   4
   *   100   |    12    |     4     |   4
   *   101   |     8    |     7     |   7
   *   102   |     8    |     7     |   7
   *   103   |     5    |     7     |   5
   * Maximum 7 over [101, 102] → price (101 + 102) / 2 = 101 (rounded down), volume 7.
   */
  function handWorked() {
    const book = newBook('auction');
    book.submit(limit('b1', 'A', 'BUY', 103n, 5n), ctxAt());
    book.submit(limit('b2', 'B', 'BUY', 102n, 3n), ctxAt());
    book.submit(limit('b3', 'C', 'BUY', 100n, 4n), ctxAt());
    book.submit(limit('s1', 'D', 'SELL', 99n, 4n), ctxAt());
    book.submit(limit('s2', 'E', 'SELL', 101n, 3n), ctxAt());
    book.submit(limit('s3', 'F', 'SELL', 104n, 5n), ctxAt());
    return book;
  }

  it('does not match while in auction and publishes the indicative uncrossing', () => {
    const book = handWorked();
    expect(book.isCrossed()).toBe(true);
    expect(book.indicativeUncrossing()).toEqual({ price: 101n, volume: 7n });
  });

  it('uncrosses everything at one price, in price-time priority, aggressor unspecified', () => {
    const book = handWorked();
    const now = T0 + 30n * SECOND;
    const r = book.leaveAuction(ctxAt(now));
    // b1 meets s1 (4), then s2 (1); b2 meets the rest of s2 (2)
    expect(r.trades.map((t) => [t.buyOrder, t.sellOrder, t.price, t.size, t.aggressor])).toEqual([
      ['b1', 's1', 101n, 4n, 'SIDE_UNSPECIFIED'],
      ['b1', 's2', 101n, 1n, 'SIDE_UNSPECIFIED'],
      ['b2', 's2', 101n, 2n, 'SIDE_UNSPECIFIED'],
    ]);
    expect(r.trades.every((t) => t.timestamp === now)).toBe(true);
    expect(r.orders.map((o) => [o.id, o.status, o.remaining])).toEqual([
      ['b1', 'STATUS_FILLED', 0n],
      ['s1', 'STATUS_FILLED', 0n],
      ['s2', 'STATUS_FILLED', 0n],
      ['b2', 'STATUS_ACTIVE', 1n],
    ]);
    expect(book.tradingMode()).toBe('continuous');
    expect(book.isCrossed()).toBe(false);
    expect(book.depth()).toEqual({
      buy: [
        { price: 102n, volume: 1n, numberOfOrders: 1 },
        { price: 100n, volume: 4n, numberOfOrders: 1 },
      ],
      sell: [{ price: 104n, volume: 5n, numberOfOrders: 1 }],
    });
    expect(book.lastTradedPrice()).toBe(101n);
  });

  it('takes the mid of the maximum-volume range, rounded down', () => {
    // 2@103 against 2@100: 2 tradable at both 100 and 103 → (100 + 103) / 2 = 101
    const book = newBook('auction');
    book.submit(limit('b1', 'A', 'BUY', 103n, 2n), ctxAt());
    book.submit(limit('s1', 'B', 'SELL', 100n, 2n), ctxAt());
    expect(book.indicativeUncrossing()).toEqual({ price: 101n, volume: 2n });
  });

  it('rounds the uncrossing price down to a tick', () => {
    const book = newBook('auction', 10n);
    book.submit(limit('b1', 'A', 'BUY', 130n, 2n), ctxAt());
    book.submit(limit('s1', 'B', 'SELL', 100n, 2n), ctxAt());
    // (100 + 130) / 2 = 115 → 110
    expect(book.indicativeUncrossing()).toEqual({ price: 110n, volume: 2n });
  });

  it('reports nothing for a book that is not crossed and leaves without trades', () => {
    const book = newBook('auction');
    book.submit(limit('b1', 'A', 'BUY', 99n, 2n), ctxAt());
    book.submit(limit('s1', 'B', 'SELL', 100n, 2n), ctxAt());
    expect(book.indicativeUncrossing()).toEqual({ price: 0n, volume: 0n });
    expect(book.leaveAuction(ctxAt()).trades).toEqual([]);
    expect(book.tradingMode()).toBe('continuous');
  });

  it('allows self-trades in the uncrossing', () => {
    const book = newBook('auction');
    book.submit(limit('b1', 'A', 'BUY', 100n, 2n), ctxAt());
    book.submit(limit('s1', 'A', 'SELL', 100n, 2n), ctxAt());
    const r = book.leaveAuction(ctxAt());
    expect(r.trades.map((t) => [t.buyer, t.seller, t.size])).toEqual([['A', 'A', 2n]]);
  });

  it('stamps the auction batch on trades and starts a new batch after the auction', () => {
    const book = newBook('auction');
    book.submit(limit('b1', 'A', 'BUY', 100n, 2n), ctxAt());
    book.submit(limit('s1', 'B', 'SELL', 100n, 1n), ctxAt());
    const r = book.leaveAuction(ctxAt());
    expect(r.trades[0]).toMatchObject({ buyerAuctionBatch: 0n, sellerAuctionBatch: 0n });
    expect(book.batchId()).toBe(1n);
    const next = book.submit(limit('b2', 'A', 'BUY', 90n, 1n), ctxAt());
    expect(next.order.batchId).toBe(1n);
  });
});

describe('time in force around auctions', () => {
  it('rejects IOC, FOK, market and GFN orders during an auction', () => {
    const book = newBook('auction');
    const ioc = book.submit(limit('a', 'A', 'BUY', 100n, 1n, { timeInForce: tif('IOC') }), ctxAt());
    const fok = book.submit(limit('b', 'A', 'BUY', 100n, 1n, { timeInForce: tif('FOK') }), ctxAt());
    const mkt = book.submit(market('c', 'A', 'BUY', 1n), ctxAt());
    const gfn = book.submit(limit('d', 'A', 'BUY', 100n, 1n, { timeInForce: tif('GFN') }), ctxAt());
    expect([ioc, fok, mkt, gfn].map((r) => [r.order.status, r.order.reason])).toEqual([
      ['STATUS_REJECTED', 'ORDER_ERROR_CANNOT_SEND_IOC_ORDER_DURING_AUCTION'],
      ['STATUS_REJECTED', 'ORDER_ERROR_CANNOT_SEND_FOK_ORDER_DURING_AUCTION'],
      ['STATUS_REJECTED', 'ORDER_ERROR_CANNOT_SEND_IOC_ORDER_DURING_AUCTION'],
      ['STATUS_REJECTED', 'ORDER_ERROR_CANNOT_SEND_GFN_ORDER_DURING_AN_AUCTION'],
    ]);
  });

  it('accepts GFA in an auction and cancels what is left of it when the auction ends', () => {
    const book = newBook('auction');
    const gfa = { timeInForce: tif('GFA') };
    expect(book.submit(limit('b1', 'A', 'BUY', 100n, 3n, gfa), ctxAt()).order.status).toBe(
      'STATUS_ACTIVE',
    );
    book.submit(limit('s1', 'B', 'SELL', 100n, 1n), ctxAt());
    const r = book.leaveAuction(ctxAt());
    expect(r.trades.map((t) => t.size)).toEqual([1n]);
    expect(r.orders.find((o) => o.id === 'b1')).toMatchObject({
      status: 'STATUS_CANCELLED',
      remaining: 2n,
    });
    expect(book.liveOrders()).toEqual([]);
  });

  it('cancels GFN orders when an auction starts and keeps GTC ones', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 100n, 1n, { timeInForce: tif('GFN') }), ctxAt());
    book.submit(limit('b2', 'A', 'BUY', 99n, 1n), ctxAt());
    const r = book.enterAuction(ctxAt(), 'AUCTION_TRIGGER_PRICE');
    expect(r.orders.map((o) => [o.id, o.status])).toEqual([['b1', 'STATUS_CANCELLED']]);
    expect(book.tradingMode()).toBe('auction');
    expect(book.auctionTrigger()).toBe('AUCTION_TRIGGER_PRICE');
    expect(book.liveOrders().map((o) => o.id)).toEqual(['b2']);
  });

  it('lets a post-only order rest across the spread during an auction', () => {
    const book = newBook('auction');
    book.submit(limit('s1', 'A', 'SELL', 100n, 1n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 101n, 1n, { postOnly: true }), ctxAt());
    expect(r.order.status).toBe('STATUS_ACTIVE');
    expect(r.trades).toEqual([]);
  });
});
