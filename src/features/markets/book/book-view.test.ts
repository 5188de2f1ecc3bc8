import { describe, expect, it } from 'vitest';
import type { PriceLevel } from '#contract/market-depth.ts';
import { barPercent, bookView, bucketPrice, parseGrouping, sideRows } from './book-view.ts';

const level = (price: string, volume: string, numberOfOrders = '1'): PriceLevel => ({
  price,
  volume,
  numberOfOrders,
});
const BIDS = [level('1005', '2'), level('1012', '3'), level('998', '5', '2')];
const ASKS = [level('1031', '4'), level('1020', '1'), level('1040', '6')];

describe('book view', () => {
  it('orders bids high to low and asks low to high, with cumulative volume', () => {
    const view = bookView(BIDS, ASKS, { grouping: 1, limit: 10 });
    expect(view.bids.map((r) => [r.price, r.volume, r.cumulative])).toEqual([
      [1012n, 3n, 3n],
      [1005n, 2n, 5n],
      [998n, 5n, 10n],
    ]);
    expect(view.asks.map((r) => [r.price, r.cumulative])).toEqual([
      [1020n, 1n],
      [1031n, 5n],
      [1040n, 11n],
    ]);
    expect(view.maxCumulative).toBe(11n);
  });

  it('gives best bid, best ask and the spread', () => {
    const view = bookView(BIDS, ASKS, { grouping: 1, limit: 10 });
    expect([view.bestBid, view.bestAsk, view.spread]).toEqual([1012n, 1020n, 8n]);
  });

  it('groups bids down and asks up to the bucket edge', () => {
    const view = bookView(BIDS, ASKS, { grouping: 10, limit: 10 });
    expect(view.bids.map((r) => [r.price, r.volume, r.orders])).toEqual([
      [1010n, 3n, 1n],
      [1000n, 2n, 1n],
      [990n, 5n, 2n],
    ]);
    expect(view.asks.map((r) => [r.price, r.volume])).toEqual([
      [1020n, 1n],
      [1040n, 10n],
    ]);
    // The spread stays the real one.
    expect(view.spread).toBe(8n);
  });

  it('adds the orders of levels that fall into one bucket', () => {
    const rows = sideRows([level('1001', '1', '2'), level('1009', '4', '3')], 'buy', 100n, 10);
    expect(rows).toEqual([{ price: 1000n, volume: 5n, orders: 5n, cumulative: 5n }]);
  });

  it('shows only the best rows', () => {
    const view = bookView(BIDS, ASKS, { grouping: 1, limit: 2 });
    expect(view.bids.map((r) => r.price)).toEqual([1012n, 1005n]);
    expect(view.maxCumulative).toBe(5n);
  });

  it('handles an empty book and a one-sided one', () => {
    expect(bookView([], [], { grouping: 1, limit: 5 })).toEqual({
      bids: [],
      asks: [],
      maxCumulative: 0n,
    });
    const oneSided = bookView(BIDS, [], { grouping: 1, limit: 5 });
    expect(oneSided.spread).toBeUndefined();
    expect(oneSided.bestBid).toBe(1012n);
  });

  it('keeps uint64 volumes exact', () => {
    const rows = sideRows([level('1', '18446744073709551615'), level('2', '1')], 'sell', 1n, 5);
    expect(rows.at(-1)?.cumulative).toBe(18446744073709551616n);
  });
});

describe('helpers', () => {
  it('buckets a price already on an edge to itself', () => {
    expect(bucketPrice(1000n, 10n, 'sell')).toBe(1000n);
    expect(bucketPrice(1001n, 10n, 'sell')).toBe(1010n);
    expect(bucketPrice(1009n, 10n, 'buy')).toBe(1000n);
  });

  it('reads only the offered groupings from the URL', () => {
    expect(parseGrouping('100')).toBe(100);
    expect(parseGrouping('7')).toBe(1);
    expect(parseGrouping(null)).toBe(1);
  });

  it('computes bar widths in percent', () => {
    expect(barPercent(1n, 3n)).toBe(33.3);
    expect(barPercent(5n, 0n)).toBe(0);
    expect(barPercent(18446744073709551615n, 18446744073709551615n)).toBe(100);
  });
});

describe('inputs', () => {
  it('accepts one-shot iterators such as a Map’s values()', () => {
    const buy = new Map(BIDS.map((l) => [l.price, l]));
    const view = bookView(buy.values(), new Map().values(), { grouping: 1, limit: 10 });
    expect(view.bids).toHaveLength(3);
    expect(view.bestBid).toBe(1012n);
  });
});
