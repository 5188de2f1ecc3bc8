import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderHookWithProviders } from '../../../testing/render-with-providers.tsx';
import { FakeWebSocket, installFakeSockets } from '../../../streams/testing/fake-web-socket.ts';
import { useOrderBook } from './use-order-book.ts';

const MARKET = 'd'.repeat(64);
const DEPTH = `/api/v2/market/depth/${MARKET}/latest`;
const level = (price: string, volume: string) => ({ price, numberOfOrders: '1', volume });
/** The REST snapshot: one level a side at sequence 10. */
const restDepth = {
  marketId: MARKET,
  buy: [level('99', '5')],
  sell: [level('101', '5')],
  sequenceNumber: '10',
};
/** A depth update message of block `height`: sequence `seq` after `seq - 1`. */
const update = (height: string, seq: number, buy: ReturnType<typeof level>[], sell = []) => ({
  result: {
    update: [
      {
        marketId: MARKET,
        buy,
        sell,
        sequenceNumber: String(seq),
        previousSequenceNumber: String(seq - 1),
      },
    ],
  },
  height,
});

function renderBook() {
  return renderHookWithProviders(() => useOrderBook(MARKET));
}

/** The book's levels, price → volume, per side. */
const levels = (book: ReturnType<typeof useOrderBook>['book']) => ({
  buy: Object.fromEntries([...book.buy].map(([p, l]) => [p, l.volume])),
  sell: Object.fromEntries([...book.sell].map(([p, l]) => [p, l.volume])),
});
const settle = () => act(() => vi.advanceTimersByTimeAsync(1));
const socket = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;
/** The book redraws every 100 ms (BOOK_FLUSH_MS). */
const flush = () => act(() => vi.advanceTimersByTimeAsync(100));

/** A live book from the REST snapshot (read twice: before and at the open) and updates 11 (block 60) and 12 (block 61); then a drop. */
async function liveBook(calls: URL[]) {
  const hook = renderBook();
  await settle();
  act(() => socket().accept());
  // The open asks for a snapshot (the one read before it may be older than the socket); reads
  // are at least a second apart.
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await settle();
  expect(calls.map((u) => u.pathname)).toEqual([DEPTH, DEPTH]);
  expect(hook.result.current.book.syncing).toBe(false);
  act(() => {
    socket().push(update('60', 11, [level('98', '3')]));
    socket().push(update('61', 12, [level('99', '0')]));
  });
  await flush();
  expect(hook.result.current.book.sequence).toBe(12n);
  expect(levels(hook.result.current.book)).toEqual({ buy: { '98': '3' }, sell: { '101': '5' } });
  act(() => socket().drop(1006));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await settle();
  expect(FakeWebSocket.instances).toHaveLength(2);
  return hook;
}

installFakeSockets({ fakeTimers: true });

describe('useOrderBook reconnecting', () => {
  it('resumes from the last block merged: the replayed updates continue the book, no new snapshot', async () => {
    const calls = stubFetch({ [DEPTH]: () => restDepth });
    const { result } = await liveBook(calls);
    expect(new URL(socket().url).searchParams.get('fromHeight')).toBe('60');
    act(() => socket().accept());
    act(() => {
      // Block 61 again (update 12, already applied), then 13 and 14 missed, the verdict, live 15.
      socket().push(update('61', 12, [level('99', '0')]));
      socket().push(update('62', 13, [level('97', '2')]));
      socket().push(update('63', 14, [], [level('101', '0'), level('102', '4')] as never));
      socket().push({ resumed: { fromHeight: '60', toHeight: '63', whole: true } });
      socket().push(update('64', 15, [level('98', '1')]));
    });
    await flush();
    await settle();
    expect(calls).toHaveLength(2);
    expect(result.current.book.syncing).toBe(false);
    expect(result.current.book.sequence).toBe(15n);
    expect(levels(result.current.book)).toEqual({
      buy: { '98': '1', '97': '2' },
      sell: { '102': '4' },
    });
  });

  it('re-reads the snapshot when the node no longer holds the blocks, and still on a gap', async () => {
    const calls = stubFetch({
      [DEPTH]: () =>
        calls.length <= 2
          ? restDepth
          : { ...restDepth, buy: [level('90', '1')], sell: [], sequenceNumber: '20' },
    });
    const { result } = await liveBook(calls);
    act(() => socket().accept());
    act(() => socket().push({ resumed: { fromHeight: '60', toHeight: '900', whole: false } }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(calls.map((u) => u.pathname)).toEqual([DEPTH, DEPTH, DEPTH]);
    expect(result.current.book.sequence).toBe(20n);
    expect(levels(result.current.book)).toEqual({ buy: { '90': '1' }, sell: {} });
    // An update that does not follow 20 is a gap: the book asks for a snapshot again.
    act(() => socket().push(update('902', 23, [level('91', '1')])));
    await flush();
    expect(result.current.book.syncing).toBe(true);
    expect(result.current.book.gaps).toBe(1);
  });
});
