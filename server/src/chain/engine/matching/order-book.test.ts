import { describe, expect, it } from 'vitest';
import { SECOND, T0, ctxAt, limit, market, newBook, tif } from './test-support.ts';

describe('continuous matching', () => {
  it('rests a GTC order that does not cross, as ACTIVE with version 1', () => {
    const book = newBook();
    const r = book.submit(limit('b1', 'A', 'BUY', 100n, 10n), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_ACTIVE', remaining: 10n, version: 1n });
    expect(r.order.reason).toBeUndefined();
    expect(r.trades).toEqual([]);
    expect(book.depth()).toEqual({
      buy: [{ price: 100n, volume: 10n, numberOfOrders: 1 }],
      sell: [],
    });
    expect(book.bestBid()).toBe(100n);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('trades at the passive price and rests the GTC remainder as ACTIVE', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, 5n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 101n, 8n), ctxAt(T0 + SECOND));
    expect(r.trades).toEqual([
      {
        id: 't1',
        marketId: 'm1',
        price: 100n,
        size: 5n,
        buyer: 'B',
        seller: 'A',
        aggressor: 'SIDE_BUY',
        buyOrder: 'b1',
        sellOrder: 's1',
        timestamp: T0 + SECOND,
        type: 'TYPE_DEFAULT',
        buyerAuctionBatch: 0n,
        sellerAuctionBatch: 0n,
      },
    ]);
    expect(r.order).toMatchObject({
      status: 'STATUS_ACTIVE',
      size: 8n,
      remaining: 3n,
      price: 101n,
    });
    expect(r.updated).toHaveLength(1);
    expect(r.updated[0]).toMatchObject({
      id: 's1',
      status: 'STATUS_FILLED',
      remaining: 0n,
      updatedAt: T0 + SECOND,
    });
    expect(book.depth().buy).toEqual([{ price: 101n, volume: 3n, numberOfOrders: 1 }]);
    expect(book.depth().sell).toEqual([]);
    expect(book.getOrder('s1')).toBeUndefined();
    expect(book.lastTradedPrice()).toBe(100n);
  });

  it('fills a GTC order completely and leaves the passive remainder', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 99n, 7n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 5n), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_FILLED', remaining: 0n });
    expect(r.trades.map((t) => [t.price, t.size])).toEqual([[99n, 5n]]);
    expect(r.updated[0]).toMatchObject({ id: 's1', status: 'STATUS_ACTIVE', remaining: 2n });
    expect(book.depth().sell).toEqual([{ price: 99n, volume: 2n, numberOfOrders: 1 }]);
  });

  it('fills the earlier of two orders at the same price first', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, 3n), ctxAt());
    book.submit(limit('s2', 'C', 'SELL', 100n, 3n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 4n), ctxAt());
    expect(r.trades.map((t) => [t.sellOrder, t.size])).toEqual([
      ['s1', 3n],
      ['s2', 1n],
    ]);
    expect(book.getOrder('s2')).toMatchObject({ remaining: 2n, status: 'STATUS_ACTIVE' });
  });

  it('walks several levels best price first, each trade at its level price', () => {
    const book = newBook();
    book.submit(limit('s2', 'A', 'SELL', 102n, 2n), ctxAt());
    book.submit(limit('s1', 'A', 'SELL', 101n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 102n, 3n, { timeInForce: tif('IOC') }), ctxAt());
    expect(r.trades.map((t) => [t.price, t.size])).toEqual([
      [101n, 2n],
      [102n, 1n],
    ]);
    expect(r.order.status).toBe('STATUS_FILLED');
    expect(book.depth().sell).toEqual([{ price: 102n, volume: 1n, numberOfOrders: 1 }]);
  });

  it('does not trade a buy below the best ask', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 101n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 2n), ctxAt());
    expect(r.trades).toEqual([]);
    expect(book.isCrossed()).toBe(false);
    expect(book.midPrice()).toBe(100n);
  });
});

describe('time in force outcomes', () => {
  const bookWithAsk = (size: bigint) => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, size), ctxAt());
    return book;
  };

  it('IOC partially filled ends PARTIALLY_FILLED and never rests', () => {
    const book = bookWithAsk(3n);
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 5n, { timeInForce: tif('IOC') }), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_PARTIALLY_FILLED', remaining: 2n });
    expect(r.trades).toHaveLength(1);
    expect(book.depth().buy).toEqual([]);
    expect(book.getOrder('b1')).toBeUndefined();
  });

  it('IOC with nothing to match ends STOPPED', () => {
    const book = bookWithAsk(3n);
    const r = book.submit(limit('b1', 'B', 'BUY', 99n, 5n, { timeInForce: tif('IOC') }), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_STOPPED', remaining: 5n });
    expect(r.order.reason).toBeUndefined();
    expect(book.depth().buy).toEqual([]);
  });

  it('FOK that can fill entirely ends FILLED', () => {
    const book = bookWithAsk(5n);
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 5n, { timeInForce: tif('FOK') }), ctxAt());
    expect(r.order.status).toBe('STATUS_FILLED');
    expect(r.trades.map((t) => t.size)).toEqual([5n]);
  });

  it('FOK that cannot fill entirely is STOPPED with no trade at all', () => {
    const book = bookWithAsk(4n);
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 5n, { timeInForce: tif('FOK') }), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_STOPPED', remaining: 5n });
    expect(r.trades).toEqual([]);
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 4n, numberOfOrders: 1 }]);
  });

  it('market IOC takes any price; market orders record price 0', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, 1n), ctxAt());
    book.submit(limit('s2', 'A', 'SELL', 150n, 1n), ctxAt());
    const r = book.submit(market('m1', 'B', 'BUY', 3n), ctxAt());
    expect(r.trades.map((t) => t.price)).toEqual([100n, 150n]);
    expect(r.order).toMatchObject({ status: 'STATUS_PARTIALLY_FILLED', remaining: 1n, price: 0n });
  });

  it('market FOK on an empty book is STOPPED', () => {
    const r = newBook().submit(market('m1', 'B', 'SELL', 3n, { timeInForce: tif('FOK') }), ctxAt());
    expect(r.order.status).toBe('STATUS_STOPPED');
  });

  it('rejects a market order that is not IOC/FOK', () => {
    const r = newBook().submit(market('m1', 'B', 'BUY', 3n, { timeInForce: tif('GTC') }), ctxAt());
    expect(r.order).toMatchObject({
      status: 'STATUS_REJECTED',
      reason: 'ORDER_ERROR_INVALID_PERSISTENCE',
    });
  });

  it('GTT rests until its expiry, then expires on the time tick', () => {
    const book = newBook();
    const expiresAt = T0 + 10n * SECOND;
    const r = book.submit(
      limit('b1', 'A', 'BUY', 100n, 2n, { timeInForce: tif('GTT'), expiresAt }),
      ctxAt(),
    );
    expect(r.order).toMatchObject({ status: 'STATUS_ACTIVE', expiresAt });
    expect(book.expire(ctxAt(expiresAt - 1n)).orders).toEqual([]);
    const e = book.expire(ctxAt(expiresAt));
    expect(e.orders).toHaveLength(1);
    expect(e.orders[0]).toMatchObject({ id: 'b1', status: 'STATUS_EXPIRED', updatedAt: expiresAt });
    expect(book.depth().buy).toEqual([]);
    expect(book.liveOrders()).toEqual([]);
  });

  it('does not expire GTC orders', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 100n, 2n), ctxAt());
    expect(book.expire(ctxAt(T0 + 1000n * SECOND)).orders).toEqual([]);
    expect(book.liveOrders()).toHaveLength(1);
  });

  it('accepts GFN in continuous trading and rejects GFA there', () => {
    const book = newBook();
    const gfn = book.submit(
      limit('b1', 'A', 'BUY', 100n, 2n, { timeInForce: tif('GFN') }),
      ctxAt(),
    );
    expect(gfn.order.status).toBe('STATUS_ACTIVE');
    const gfa = book.submit(
      limit('b2', 'A', 'BUY', 100n, 2n, { timeInForce: tif('GFA') }),
      ctxAt(),
    );
    expect(gfa.order).toMatchObject({
      status: 'STATUS_REJECTED',
      reason: 'ORDER_ERROR_CANNOT_SEND_GFA_ORDER_DURING_CONTINUOUS_TRADING',
    });
  });
});

describe('cancellation', () => {
  it('cancels a live order, removing it from the book', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 100n, 2n), ctxAt());
    const r = book.cancel('b1', ctxAt(T0 + SECOND));
    expect(r).toMatchObject({
      ok: true,
      order: { status: 'STATUS_CANCELLED', updatedAt: T0 + SECOND },
    });
    expect(book.depth().buy).toEqual([]);
  });

  it('refuses to cancel an unknown or finished order, or another party’s order', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 100n, 2n), ctxAt());
    expect(book.cancel('nope', ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_INVALID_ORDER_ID',
    });
    expect(book.cancel('b1', ctxAt(), 'B')).toEqual({
      ok: false,
      error: 'ORDER_ERROR_INVALID_PARTY_ID',
    });
    book.cancel('b1', ctxAt());
    expect(book.cancel('b1', ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_INVALID_ORDER_ID',
    });
  });

  it('cancels all of a party’s orders in entry order', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 99n, 1n), ctxAt());
    book.submit(limit('b2', 'B', 'BUY', 98n, 1n), ctxAt());
    book.submit(limit('s1', 'A', 'SELL', 105n, 1n), ctxAt());
    const r = book.cancelAllForParty('A', ctxAt());
    expect(r.orders.map((o) => [o.id, o.status])).toEqual([
      ['b1', 'STATUS_CANCELLED'],
      ['s1', 'STATUS_CANCELLED'],
    ]);
    expect(book.liveOrders().map((o) => o.id)).toEqual(['b2']);
  });
});
