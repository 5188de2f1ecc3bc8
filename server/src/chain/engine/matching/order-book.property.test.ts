import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderBook } from './order-book.ts';
import { SECOND, T0, limit, market, newBook, pegged, tif } from './test-support.ts';
import type { MatchContext, OrderRecord, Trade } from './types.ts';

const side = fc.constantFrom('BUY' as const, 'SELL' as const);
const party = fc.constantFrom('A', 'B', 'C');
// a narrow band so that orders cross often
const price = fc.bigInt({ min: 98n, max: 102n });
const size = fc.bigInt({ min: 1n, max: 6n });

const command = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      party,
      side,
      price,
      size,
      tif: fc.constantFrom('GTC', 'GTC', 'GTT', 'GFN', 'GFA', 'IOC', 'FOK'),
      postOnly: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      party,
      side,
      size,
      fok: fc.boolean(),
      reduceOnly: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('peg' as const),
      party,
      side,
      mid: fc.boolean(),
      offset: fc.bigInt({ min: 1n, max: 3n }),
      size,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('amend' as const),
      pick: fc.nat(),
      price: fc.option(price),
      sizeDelta: fc.bigInt({ min: -4n, max: 4n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      seconds: fc.bigInt({ min: 1n, max: 5n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('auction' as const) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Runs a stream of commands, checking the invariants after every call. */
function run(commands: Command[]): void {
  const book = newBook();
  let now = T0;
  let nextId = 0;
  let tradeSeq = 0;
  const filled = new Map<string, bigint>();
  const sizes = new Map<string, bigint>();
  const positions = new Map<string, bigint>();
  const ctx = (): MatchContext => ({
    now,
    nextTradeId: () => `t${++tradeSeq}`,
    positionOf: (p) => positions.get(p) ?? 0n,
  });

  for (const c of commands) {
    const pricesBefore = new Map(book.liveOrders().map((o) => [o.id, o.price]));
    const { trades, records } = apply(book, c, ctx, () => `o${++nextId}`, now);
    if (c.kind === 'tick') now += c.seconds * SECOND;
    for (const r of records) sizes.set(r.id, r.size);
    for (const t of trades) checkTrade(t, pricesBefore, filled, positions);
    for (const [id, f] of filled) expect(f).toBeLessThanOrEqual(sizes.get(id) ?? 0n);
    checkBook(book, filled);
  }
}

function apply(
  book: OrderBook,
  c: Command,
  ctx: () => MatchContext,
  newId: () => string,
  now: bigint,
): { trades: readonly Trade[]; records: readonly OrderRecord[] } {
  const live = book.liveOrders();
  const pick = (n: number) => live[n % Math.max(live.length, 1)];
  switch (c.kind) {
    case 'limit': {
      const gtt = c.tif === 'GTT' ? { expiresAt: now + 3n * SECOND } : {};
      const extra = {
        timeInForce: tif(c.tif),
        postOnly: c.postOnly && !['IOC', 'FOK'].includes(c.tif),
        createdAt: now,
        ...gtt,
      };
      const r = book.submit(limit(newId(), c.party, c.side, c.price, c.size, extra), ctx());
      return { trades: r.trades, records: [r.order, ...r.updated] };
    }
    case 'market': {
      const extra = {
        timeInForce: tif(c.fok ? 'FOK' : 'IOC'),
        reduceOnly: c.reduceOnly,
        createdAt: now,
      };
      const r = book.submit(market(newId(), c.party, c.side, c.size, extra), ctx());
      return { trades: r.trades, records: [r.order, ...r.updated] };
    }
    case 'peg': {
      const ref = c.mid ? 'MID' : c.side === 'BUY' ? 'BEST_BID' : 'BEST_ASK';
      const r = book.submit(
        pegged(newId(), c.party, c.side, ref, c.offset, c.size, { createdAt: now }),
        ctx(),
      );
      return { trades: r.trades, records: [r.order, ...r.updated] };
    }
    case 'amend': {
      const target = pick(c.pick);
      if (target === undefined) return { trades: [], records: [] };
      const change = target.peggedOrder === null && c.price !== null ? { price: c.price } : {};
      const r = book.amend(target.id, { sizeDelta: c.sizeDelta, ...change }, ctx());
      return r.ok
        ? { trades: r.trades, records: [r.order, ...r.updated] }
        : { trades: [], records: [] };
    }
    case 'cancel': {
      const target = pick(c.pick);
      const r = target === undefined ? undefined : book.cancel(target.id, ctx());
      return r?.ok ? { trades: [], records: [r.order, ...r.updated] } : { trades: [], records: [] };
    }
    case 'tick': {
      const r = book.expire({ now: now + c.seconds * SECOND });
      return { trades: r.trades, records: r.orders };
    }
    case 'auction': {
      const r =
        book.tradingMode() === 'auction' ? book.leaveAuction(ctx()) : book.enterAuction(ctx());
      return { trades: r.trades, records: r.orders };
    }
  }
}

function checkTrade(
  t: Trade,
  pricesBefore: Map<string, bigint>,
  filled: Map<string, bigint>,
  positions: Map<string, bigint>,
): void {
  expect(t.size).toBeGreaterThan(0n);
  if (t.aggressor === 'SIDE_UNSPECIFIED') {
    // uncrossing: one price inside both orders' limits
    expect(pricesBefore.get(t.buyOrder)).toBeGreaterThanOrEqual(t.price);
    expect(pricesBefore.get(t.sellOrder)).toBeLessThanOrEqual(t.price);
  } else {
    const passive = t.aggressor === 'SIDE_BUY' ? t.sellOrder : t.buyOrder;
    expect(pricesBefore.get(passive)).toBe(t.price);
    expect(t.buyer === t.seller).toBe(false);
  }
  for (const id of [t.buyOrder, t.sellOrder]) filled.set(id, (filled.get(id) ?? 0n) + t.size);
  positions.set(t.buyer, (positions.get(t.buyer) ?? 0n) + t.size);
  positions.set(t.seller, (positions.get(t.seller) ?? 0n) - t.size);
}

function checkBook(book: OrderBook, filled: Map<string, bigint>): void {
  if (book.tradingMode() === 'continuous') expect(book.isCrossed()).toBe(false);
  const live = book.liveOrders();
  for (const o of live) {
    expect(['STATUS_ACTIVE', 'STATUS_PARKED']).toContain(o.status);
    expect(o.remaining).toBeGreaterThan(0n);
    expect(o.size - o.remaining).toBe(filled.get(o.id) ?? 0n);
  }
  // the levels' totals agree with the orders resting on them
  const resting = live.filter((o) => o.status === 'STATUS_ACTIVE');
  const depth = book.depth();
  for (const [levels, s] of [
    [depth.buy, 'SIDE_BUY'],
    [depth.sell, 'SIDE_SELL'],
  ] as const) {
    for (const l of levels) {
      const here = resting.filter((o) => o.side === s && o.price === l.price);
      expect(l.numberOfOrders).toBe(here.length);
      expect(l.volume).toBe(here.reduce((sum, o) => sum + o.remaining, 0n));
    }
    expect(levels.reduce((n, l) => n + l.numberOfOrders, 0)).toBe(
      resting.filter((o) => o.side === s).length,
    );
  }
}

describe('order book properties', () => {
  it('holds its invariants over random order streams', () => {
    fc.assert(
      fc.property(fc.array(fc.noBias(command), { minLength: 50, maxLength: 200 }), (commands) => {
        run(commands);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic: the same stream gives the same results', () => {
    fc.assert(
      fc.property(fc.array(fc.noBias(command), { maxLength: 40 }), (commands) => {
        const once = () => {
          const book = newBook();
          let id = 0;
          let t = 0;
          const ctx = (): MatchContext => ({ now: T0, nextTradeId: () => `t${++t}` });
          return commands.map((c) => apply(book, c, ctx, () => `o${++id}`, T0));
        };
        expect(once()).toEqual(once());
      }),
      { numRuns: 50 },
    );
  });
});
