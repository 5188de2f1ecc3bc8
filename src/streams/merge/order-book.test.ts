import { describe, expect, it } from 'vitest';
import type { MarketDepthUpdate, PriceLevel } from '#contract/market-depth.ts';
import {
  applySnapshot,
  applyUpdates,
  emptyBook,
  MAX_QUEUED_UPDATES,
  requestResync,
  type BookSide,
  type BookState,
} from './order-book.ts';

const M = 'market-1';
const level = (price: string, volume: string, numberOfOrders = '1'): PriceLevel => ({
  price,
  volume,
  numberOfOrders,
});
const update = (
  previous: string,
  sequence: string,
  buy: PriceLevel[] = [],
  sell: PriceLevel[] = [],
  marketId = M,
): MarketDepthUpdate => ({
  marketId,
  buy,
  sell,
  sequenceNumber: sequence,
  previousSequenceNumber: previous,
});
const volumes = (side: BookSide) =>
  Object.fromEntries([...side.values()].map((l) => [l.price, l.volume]));

function synced(sequenceNumber = '10'): BookState {
  return applySnapshot(
    emptyBook(M),
    {
      buy: [level('100', '5'), level('99', '7')],
      sell: [level('101', '3'), level('102', '4')],
      sequenceNumber,
    },
    1,
  );
}

describe('order book merge', () => {
  it('starts syncing and takes its levels from the snapshot', () => {
    expect(emptyBook(M).syncing).toBe(true);
    const book = synced();
    expect(book.syncing).toBe(false);
    expect(book.sequence).toBe(10n);
    expect(volumes(book.buy)).toEqual({ '100': '5', '99': '7' });
    expect(volumes(book.sell)).toEqual({ '101': '3', '102': '4' });
  });

  it('replaces a level’s volume, adds new levels and removes a level at volume 0', () => {
    const book = applyUpdates(synced(), [
      update('10', '11', [level('100', '8'), level('98', '1')], [level('101', '0')]),
    ]);
    expect(book.sequence).toBe(11n);
    expect(volumes(book.buy)).toEqual({ '100': '8', '99': '7', '98': '1' });
    expect(volumes(book.sell)).toEqual({ '102': '4' });
  });

  it('applies a run of consecutive updates in one batch', () => {
    const before = synced();
    const book = applyUpdates(before, [
      update('10', '11', [level('99', '0')]),
      update('11', '12', [], [level('103', '2')]),
    ]);
    expect(book.sequence).toBe(12n);
    expect(volumes(book.buy)).toEqual({ '100': '5' });
    expect(volumes(book.sell)).toEqual({ '101': '3', '102': '4', '103': '2' });
    // The state it came from is untouched.
    expect(volumes(before.buy)).toEqual({ '100': '5', '99': '7' });
  });

  it('skips updates already in the snapshot and updates for other markets', () => {
    const book = synced();
    expect(applyUpdates(book, [update('9', '10', [level('100', '1')])])).toBe(book);
    expect(applyUpdates(book, [update('10', '11', [level('100', '1')], [], 'other')])).toBe(book);
  });

  it('treats a previousSequenceNumber other than the last seen as a gap and asks for a snapshot', () => {
    const book = applyUpdates(synced(), [update('11', '12', [level('100', '1')])]);
    expect(book.syncing).toBe(true);
    expect(book.syncId).toBe(2);
    expect(book.gaps).toBe(1);
    // The levels stay on screen until the new snapshot arrives.
    expect(volumes(book.buy)).toEqual({ '100': '5', '99': '7' });
  });

  it('after a gap, applies only the updates numbered after the fresh snapshot', () => {
    let book = applyUpdates(synced(), [update('11', '12', [level('100', '1')])]);
    book = applyUpdates(book, [
      update('12', '13', [level('100', '2')]),
      update('13', '14', [level('100', '3')]),
    ]);
    book = applySnapshot(book, { buy: [level('100', '2')], sell: [], sequenceNumber: '13' }, 2);
    expect(book.syncing).toBe(false);
    expect(book.sequence).toBe(14n);
    expect(volumes(book.buy)).toEqual({ '100': '3' });
  });

  it('ignores the answer to an older snapshot request', () => {
    const book = requestResync(requestResync(emptyBook(M)));
    expect(applySnapshot(book, { buy: [], sell: [], sequenceNumber: '1' }, 2)).toBe(book);
    expect(applySnapshot(book, { buy: [], sell: [], sequenceNumber: '1' }, 3).syncing).toBe(false);
  });

  it('finds a gap again when the snapshot is older than the first queued update', () => {
    let book = applyUpdates(emptyBook(M), [update('20', '21', [level('1', '1')])]);
    book = applySnapshot(book, { buy: [], sell: [], sequenceNumber: '18' }, 1);
    expect(book.syncing).toBe(true);
    expect(book.syncId).toBe(2);
  });

  it('compares uint64 sequence numbers exactly as BigInt', () => {
    let book = synced('18446744073709551614');
    book = applyUpdates(book, [
      update('18446744073709551614', '18446744073709551615', [level('100', '9')]),
    ]);
    expect(book.sequence).toBe(18446744073709551615n);
    expect(volumes(book.buy)['100']).toBe('9');
    // Number() would see these as equal; BigInt sees the gap.
    const gap = applyUpdates(synced('18446744073709551614'), [
      update('18446744073709551613', '18446744073709551615'),
    ]);
    expect(gap.syncing).toBe(true);
    // And an update whose number only rounds to the last one is not mistaken for old.
    expect(Number('18446744073709551615')).toBe(Number('18446744073709551614'));
  });

  it('bounds the queue while a snapshot is loading', () => {
    const updates = Array.from({ length: MAX_QUEUED_UPDATES + 10 }, (_, i) =>
      update(String(i), String(i + 1)),
    );
    const book = applyUpdates(emptyBook(M), updates);
    expect(book.queued).toHaveLength(MAX_QUEUED_UPDATES);
    expect(book.queued[0]?.sequenceNumber).toBe('11');
  });

  it('drops snapshot levels with volume 0', () => {
    const book = applySnapshot(
      emptyBook(M),
      { buy: [level('5', '0')], sell: [], sequenceNumber: '0' },
      1,
    );
    expect(book.buy.size).toBe(0);
  });
});
