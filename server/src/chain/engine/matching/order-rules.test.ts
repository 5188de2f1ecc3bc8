import { describe, expect, it } from 'vitest';
import { SECOND, T0, ctxAt, limit, newBook, tif } from './test-support.ts';

describe('validation', () => {
  const cases: [string, Parameters<typeof limit>[5], string][] = [
    ['GTT without expiry', { timeInForce: tif('GTT') }, 'ORDER_ERROR_INVALID_EXPIRATION_DATETIME'],
    [
      'GTT expiring before creation',
      { timeInForce: tif('GTT'), expiresAt: T0 - 1n },
      'ORDER_ERROR_INVALID_EXPIRATION_DATETIME',
    ],
    ['GTC with expiry', { expiresAt: T0 + SECOND }, 'ORDER_ERROR_CANNOT_HAVE_GTC_AND_EXPIRYAT'],
    [
      'IOC with expiry',
      { timeInForce: tif('IOC'), expiresAt: T0 + SECOND },
      'ORDER_ERROR_INVALID_EXPIRATION_DATETIME',
    ],
    ['zero size', { size: 0n }, 'ORDER_ERROR_INVALID_SIZE'],
    ['negative size', { size: -1n }, 'ORDER_ERROR_INVALID_SIZE'],
    [
      'unspecified time in force',
      { timeInForce: 'TIME_IN_FORCE_UNSPECIFIED' },
      'ORDER_ERROR_INVALID_TIME_IN_FORCE',
    ],
    ['unspecified type', { type: 'TYPE_UNSPECIFIED' }, 'ORDER_ERROR_INVALID_TYPE'],
    ['limit without price', { price: 0n }, 'ORDER_ERROR_INVALID_TYPE'],
    ['empty party', { partyId: '' }, 'ORDER_ERROR_INVALID_PARTY_ID'],
    [
      'network order not FOK',
      { type: 'TYPE_NETWORK', timeInForce: tif('IOC') },
      'ORDER_ERROR_INVALID_PERSISTENCE',
    ],
    [
      'post-only IOC',
      { postOnly: true, timeInForce: tif('IOC') },
      'ORDER_ERROR_INVALID_PERSISTENCE',
    ],
    ['reduce-only GTC', { reduceOnly: true }, 'ORDER_ERROR_INVALID_PERSISTENCE'],
    [
      'post-only and reduce-only',
      { postOnly: true, reduceOnly: true, timeInForce: tif('IOC') },
      'ORDER_ERROR_INVALID_PERSISTENCE',
    ],
  ];
  it.each(cases)('rejects %s', (_name, extra, reason) => {
    const book = newBook();
    const r = book.submit(limit('b1', 'A', 'BUY', 100n, 2n, extra), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_REJECTED', reason, remaining: r.order.size });
    expect(book.liveOrders()).toEqual([]);
  });

  it('rejects a price off the tick', () => {
    const book = newBook('continuous', 5n);
    expect(book.submit(limit('b1', 'A', 'BUY', 102n, 1n), ctxAt()).order.reason).toBe(
      'ORDER_ERROR_INVALID_TYPE',
    );
    expect(book.submit(limit('b2', 'A', 'BUY', 105n, 1n), ctxAt()).order.status).toBe(
      'STATUS_ACTIVE',
    );
  });

  it('rejects an id that is already live', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 100n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'A', 'BUY', 99n, 2n), ctxAt());
    expect(r.order.reason).toBe('ORDER_ERROR_INVALID_ORDER_ID');
    expect(book.depth().buy).toEqual([{ price: 100n, volume: 2n, numberOfOrders: 1 }]);
  });
});

describe('self-trade prevention', () => {
  it('stops the aggressor before its own order; earlier trades stand', () => {
    const book = newBook();
    book.submit(limit('s1', 'B', 'SELL', 100n, 2n), ctxAt());
    book.submit(limit('s2', 'A', 'SELL', 101n, 3n), ctxAt());
    book.submit(limit('s3', 'B', 'SELL', 102n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'A', 'BUY', 102n, 10n), ctxAt());
    expect(r.trades.map((t) => [t.sellOrder, t.price, t.size])).toEqual([['s1', 100n, 2n]]);
    expect(r.order).toMatchObject({
      status: 'STATUS_PARTIALLY_FILLED',
      remaining: 8n,
      reason: 'ORDER_ERROR_SELF_TRADING',
    });
    expect(book.getOrder('b1')).toBeUndefined();
    expect(book.getOrder('s2')).toMatchObject({
      remaining: 3n,
      status: 'STATUS_ACTIVE',
      version: 1n,
    });
  });

  it('stops an aggressor whose first counterparty is itself, with nothing filled', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'A', 'BUY', 100n, 1n), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_STOPPED', reason: 'ORDER_ERROR_SELF_TRADING' });
    expect(r.trades).toEqual([]);
  });

  it('stops a FOK that would meet its own order before filling', () => {
    const book = newBook();
    book.submit(limit('s1', 'B', 'SELL', 100n, 1n), ctxAt());
    book.submit(limit('s2', 'A', 'SELL', 100n, 5n), ctxAt());
    const r = book.submit(limit('b1', 'A', 'BUY', 100n, 3n, { timeInForce: tif('FOK') }), ctxAt());
    expect(r.order).toMatchObject({ status: 'STATUS_STOPPED', reason: 'ORDER_ERROR_SELF_TRADING' });
    expect(r.trades).toEqual([]);
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 6n, numberOfOrders: 2 }]);
  });
});

describe('post-only and reduce-only', () => {
  it('stops a post-only order that would trade, trading nothing', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 100n, 1n, { postOnly: true }), ctxAt());
    expect(r.order).toMatchObject({
      status: 'STATUS_STOPPED',
      reason: 'ORDER_ERROR_POST_ONLY_ORDER_WOULD_TRADE',
    });
    expect(r.trades).toEqual([]);
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 2n, numberOfOrders: 1 }]);
  });

  it('rests a post-only order that does not cross', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 100n, 2n), ctxAt());
    const r = book.submit(limit('b1', 'B', 'BUY', 99n, 1n, { postOnly: true }), ctxAt());
    expect(r.order.status).toBe('STATUS_ACTIVE');
  });

  const withBids = () => {
    const book = newBook();
    book.submit(limit('b1', 'Z', 'BUY', 100n, 10n), ctxAt());
    return book;
  };
  const ro = { reduceOnly: true, timeInForce: tif('IOC') };

  it('lets a long party sell down with reduce-only', () => {
    const r = withBids().submit(limit('s1', 'A', 'SELL', 100n, 3n, ro), ctxAt(T0, { A: 5n }));
    expect(r.order.status).toBe('STATUS_FILLED');
  });

  it('caps a reduce-only IOC at the open position', () => {
    const r = withBids().submit(limit('s1', 'A', 'SELL', 100n, 8n, ro), ctxAt(T0, { A: 5n }));
    expect(r.trades.map((t) => t.size)).toEqual([5n]);
    expect(r.order).toMatchObject({ status: 'STATUS_PARTIALLY_FILLED', remaining: 3n });
  });

  it('stops a reduce-only order that would increase or open a position', () => {
    const same = withBids().submit(limit('s1', 'A', 'SELL', 100n, 1n, ro), ctxAt(T0, { A: -5n }));
    const flat = withBids().submit(limit('s1', 'A', 'SELL', 100n, 1n, ro), ctxAt(T0, {}));
    for (const r of [same, flat]) {
      expect(r.order).toMatchObject({
        status: 'STATUS_STOPPED',
        reason: 'ORDER_ERROR_REDUCE_ONLY_ORDER_WOULD_NOT_REDUCE_POSITION',
      });
      expect(r.trades).toEqual([]);
    }
  });

  it('stops a reduce-only FOK larger than the position', () => {
    const fok = { reduceOnly: true, timeInForce: tif('FOK') };
    const r = withBids().submit(limit('s1', 'A', 'SELL', 100n, 6n, fok), ctxAt(T0, { A: 5n }));
    expect(r.order.reason).toBe('ORDER_ERROR_REDUCE_ONLY_ORDER_WOULD_NOT_REDUCE_POSITION');
    expect(r.trades).toEqual([]);
  });
});
