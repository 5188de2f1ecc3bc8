import { describe, expect, it } from 'vitest';
import { SECOND, T0, ctxAt, limit, newBook, pegged, tif } from './test-support.ts';

/** Two sells at 100 from different parties, s1 first in the queue. */
function twoAsks() {
  const book = newBook();
  book.submit(limit('s1', 'A', 'SELL', 100n, 5n), ctxAt());
  book.submit(limit('s2', 'C', 'SELL', 100n, 5n), ctxAt());
  return book;
}

describe('amend: priority and versions', () => {
  it('a size decrease keeps time priority and bumps the version', () => {
    const book = twoAsks();
    const r = book.amend('s1', { sizeDelta: -2n }, ctxAt(T0 + SECOND));
    expect(r).toMatchObject({
      ok: true,
      order: { size: 3n, remaining: 3n, version: 2n, updatedAt: T0 + SECOND },
    });
    const fill = book.submit(limit('b1', 'B', 'BUY', 100n, 3n), ctxAt());
    expect(fill.trades.map((t) => [t.sellOrder, t.size])).toEqual([['s1', 3n]]);
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 5n, numberOfOrders: 1 }]);
  });

  it('a size increase sends the order to the back of its level', () => {
    const book = twoAsks();
    book.amend('s1', { sizeDelta: 1n }, ctxAt());
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 11n, numberOfOrders: 2 }]);
    const fill = book.submit(limit('b1', 'B', 'BUY', 100n, 5n), ctxAt());
    expect(fill.trades.map((t) => t.sellOrder)).toEqual(['s2']);
  });

  it('a price change loses priority and trades if it now crosses, at the passive price', () => {
    const book = newBook();
    book.submit(limit('b1', 'B', 'BUY', 100n, 3n), ctxAt());
    book.submit(limit('s1', 'A', 'SELL', 101n, 5n), ctxAt());
    const r = book.amend('s1', { price: 99n }, ctxAt(T0 + SECOND));
    if (!r.ok) throw new Error(r.error);
    expect(r.trades.map((t) => [t.price, t.size, t.aggressor])).toEqual([[100n, 3n, 'SIDE_SELL']]);
    expect(r.order).toMatchObject({
      status: 'STATUS_ACTIVE',
      price: 99n,
      remaining: 2n,
      version: 2n,
    });
    expect(r.updated).toEqual([
      expect.objectContaining({ id: 'b1', status: 'STATUS_FILLED', updatedAt: T0 + SECOND }),
    ]);
    expect(book.depth().sell).toEqual([{ price: 99n, volume: 2n, numberOfOrders: 1 }]);
  });

  it('moving an order to a new price puts it behind orders already there', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 101n, 1n), ctxAt());
    book.submit(limit('s2', 'C', 'SELL', 100n, 1n), ctxAt());
    book.amend('s1', { price: 100n }, ctxAt());
    const fill = book.submit(limit('b1', 'B', 'BUY', 100n, 1n), ctxAt());
    expect(fill.trades.map((t) => t.sellOrder)).toEqual(['s2']);
  });

  it('a decrease to zero or below cancels the order without a new version', () => {
    const book = twoAsks();
    const r = book.amend('s1', { sizeDelta: -5n }, ctxAt());
    expect(r).toMatchObject({ ok: true, order: { status: 'STATUS_CANCELLED', version: 1n } });
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 5n, numberOfOrders: 1 }]);
  });

  it('keeps filled volume when decreasing a partly filled order', () => {
    const book = twoAsks();
    book.submit(limit('b1', 'B', 'BUY', 100n, 2n), ctxAt());
    const r = book.amend('s1', { sizeDelta: -1n }, ctxAt());
    // size 5 → 4, remaining 3 → 2: the 2 already filled stay filled
    expect(r).toMatchObject({ ok: true, order: { size: 4n, remaining: 2n } });
  });
});

describe('amend: rejections leave the order untouched', () => {
  it('refuses non-live orders and other parties', () => {
    const book = twoAsks();
    book.submit(limit('b1', 'B', 'BUY', 100n, 5n), ctxAt());
    expect(book.amend('s1', { sizeDelta: -1n }, ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_INVALID_ORDER_ID',
    });
    expect(book.amend('s2', { sizeDelta: -1n, partyId: 'B' }, ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_INVALID_PARTY_ID',
    });
    expect(book.getOrder('s2')).toMatchObject({ version: 1n, remaining: 5n });
  });

  const cases: [string, Parameters<ReturnType<typeof newBook>['amend']>[1], string][] = [
    ['an empty amendment', {}, 'ORDER_ERROR_EDIT_NOT_ALLOWED'],
    ['to IOC', { timeInForce: tif('IOC') }, 'ORDER_ERROR_CANNOT_AMEND_TO_FOK_OR_IOC'],
    ['to FOK', { timeInForce: tif('FOK') }, 'ORDER_ERROR_CANNOT_AMEND_TO_FOK_OR_IOC'],
    ['to GFN', { timeInForce: tif('GFN') }, 'ORDER_ERROR_CANNOT_AMEND_TO_GFA_OR_GFN'],
    [
      'to GTT without expiry',
      { timeInForce: tif('GTT') },
      'ORDER_ERROR_CANNOT_AMEND_TO_GTT_WITHOUT_EXPIRYAT',
    ],
    [
      'to GTT expiring at creation',
      { timeInForce: tif('GTT'), expiresAt: T0 },
      'ORDER_ERROR_EXPIRYAT_BEFORE_CREATEDAT',
    ],
    [
      'an expiry on a GTC order',
      { expiresAt: T0 + SECOND },
      'ORDER_ERROR_CANNOT_HAVE_GTC_AND_EXPIRYAT',
    ],
    [
      'pegged details on a plain order',
      { peggedOffset: 1n },
      'ORDER_ERROR_CANNOT_AMEND_PEGGED_ORDER_DETAILS_ON_NON_PEGGED_ORDER',
    ],
    ['a zero price', { price: 0n }, 'ORDER_ERROR_INVALID_TYPE'],
  ];
  it.each(cases)('rejects %s', (_name, amendment, error) => {
    const book = twoAsks();
    expect(book.amend('s1', amendment, ctxAt())).toEqual({ ok: false, error });
    expect(book.getOrder('s1')).toMatchObject({ version: 1n, size: 5n, timeInForce: tif('GTC') });
  });

  it('refuses to move a GFN order to another time in force', () => {
    const book = newBook();
    book.submit(limit('b1', 'A', 'BUY', 100n, 1n, { timeInForce: tif('GFN') }), ctxAt());
    expect(book.amend('b1', { timeInForce: tif('GTC') }, ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_CANNOT_AMEND_FROM_GFA_OR_GFN',
    });
  });

  it('refuses a price on a pegged order', () => {
    const book = newBook();
    book.submit(limit('b0', 'Z', 'BUY', 100n, 1n), ctxAt());
    book.submit(pegged('p1', 'A', 'BUY', 'BEST_BID', 1n, 1n), ctxAt());
    expect(book.amend('p1', { price: 98n }, ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_UNABLE_TO_AMEND_PRICE_ON_PEGGED_ORDER',
    });
  });

  it('refuses a post-only amend that would trade', () => {
    const book = newBook();
    book.submit(limit('s1', 'A', 'SELL', 101n, 1n), ctxAt());
    book.submit(limit('b1', 'B', 'BUY', 99n, 1n, { postOnly: true }), ctxAt());
    expect(book.amend('b1', { price: 101n }, ctxAt())).toEqual({
      ok: false,
      error: 'ORDER_ERROR_POST_ONLY_ORDER_WOULD_TRADE',
    });
    expect(book.getOrder('b1')).toMatchObject({ price: 99n, version: 1n });
  });
});

describe('amend: time in force and expiry', () => {
  it('toggles GTC → GTT → GTC, keeping priority', () => {
    const book = twoAsks();
    const expiresAt = T0 + 60n * SECOND;
    const gtt = book.amend('s1', { timeInForce: tif('GTT'), expiresAt }, ctxAt());
    expect(gtt).toMatchObject({
      ok: true,
      order: { timeInForce: tif('GTT'), expiresAt, version: 2n },
    });
    const gtc = book.amend('s1', { timeInForce: tif('GTC') }, ctxAt());
    expect(gtc).toMatchObject({
      ok: true,
      order: { timeInForce: tif('GTC'), expiresAt: 0n, version: 3n },
    });
    expect(book.expire(ctxAt(expiresAt)).orders).toEqual([]);
    const fill = book.submit(limit('b1', 'B', 'BUY', 100n, 1n), ctxAt());
    expect(fill.trades.map((t) => t.sellOrder)).toEqual(['s1']);
  });

  it('expires an order amended to an expiry already in the past', () => {
    const book = twoAsks();
    const now = T0 + 100n * SECOND;
    const r = book.amend('s1', { timeInForce: tif('GTT'), expiresAt: T0 + SECOND }, ctxAt(now));
    expect(r).toMatchObject({ ok: true, order: { status: 'STATUS_EXPIRED', updatedAt: now } });
    expect(book.depth().sell).toEqual([{ price: 100n, volume: 5n, numberOfOrders: 1 }]);
  });
});
