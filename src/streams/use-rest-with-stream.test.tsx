import { act, cleanup, screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { resetGlobalState } from 'react-use-websocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAMS } from '#contract/stream-messages.ts';
import { tradesResponseSchema, type Trade } from '#contract/trade.ts';
import { getJson } from '../api/http-client.ts';
import { stubFetch } from '../testing/fetch-stub.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { byIntegerDesc } from './merge/capped-list.ts';
import { cappedListMerge } from './merge/capped-list.ts';
import { keyedMerge } from './merge/keyed-collection.ts';
import { FakeWebSocket } from './testing/fake-web-socket.ts';
import { useRestWithStream } from './use-rest-with-stream.ts';

const MARKET = 'c'.repeat(64);
const T0 = 1767225600000000000n;
const id = (n: number) => n.toString(16).padStart(64, '0');
const fee = { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' };
/** Trade n, n seconds after T0, at price 1000 + n (or the price given). */
const trade = (n: number, price = String(1000 + n)) => ({
  id: id(n),
  marketId: MARKET,
  price,
  size: '1',
  buyer: 'a'.repeat(64),
  seller: 'b'.repeat(64),
  aggressor: 'SIDE_BUY',
  buyOrder: '',
  sellOrder: '',
  timestamp: String(T0 + BigInt(n) * 1_000_000_000n),
  type: 'TYPE_DEFAULT',
  buyerFee: fee,
  sellerFee: fee,
  buyerAuctionBatch: '0',
  sellerAuctionBatch: '0',
});
const restPage = (...ns: number[]) => ({
  trades: {
    edges: ns.map((n) => ({ node: trade(n), cursor: String(n) })),
    pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
  },
});
/** A stream message in stream encoding (enums as integers, defaults left out). */
const streamed = (n: number, price?: string) => ({
  result: {
    trades: [
      {
        id: id(n),
        marketId: MARKET,
        price: price ?? String(1000 + n),
        size: '1',
        aggressor: 1,
        timestamp: String(T0 + BigInt(n) * 1_000_000_000n),
      },
    ],
  },
});

const MERGE = cappedListMerge(
  { keyOf: (t: Trade) => t.id, cap: 4, compare: byIntegerDesc((t) => t.timestamp) },
  (r: { trades: readonly Trade[] }) => r.trades,
);
const query = queryOptions({
  queryKey: ['test', 'trades'],
  queryFn: ({ signal }) =>
    getJson('/api/v2/trades', tradesResponseSchema, {}, signal).then((r) =>
      r.trades.edges.map((e) => e.node),
    ),
});

/** Prices shown, newest first, and the stream's status. */
function Tape() {
  const { data, stream } = useRestWithStream({
    query,
    stream: { path: STREAMS.trades.path, resultSchema: STREAMS.trades.result },
    merge: MERGE,
  });
  return (
    <>
      <p>{stream.status}</p>
      <ol aria-label="prices">
        {data.map((t) => (
          <li key={t.id}>{t.price}</li>
        ))}
      </ol>
    </>
  );
}

const prices = () => screen.getAllByRole('listitem').map((li) => li.textContent);
/** Lets fetches, react-query's notifications and react-use-websocket's URL step run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1));
const socket = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetGlobalState();
  vi.useRealTimers();
});

describe('useRestWithStream', () => {
  it('shows the REST snapshot, then stream rows over it, each row once', async () => {
    stubFetch({ '/api/v2/trades': () => restPage(3, 2, 1) });
    renderWithProviders(<Tape />);
    await settle();
    await settle();
    expect(prices()).toEqual(['1003', '1002', '1001']);

    act(() => socket().accept());
    act(() => {
      socket().push(streamed(4));
      socket().push(streamed(3, '999')); // trade 3 again, as REST had it: shown once, the newer copy
    });
    act(() => vi.advanceTimersToNextFrame());
    expect(prices()).toEqual(['1004', '999', '1002', '1001']);

    // The cap (4) drops the oldest row.
    act(() => socket().push(streamed(5)));
    act(() => vi.advanceTimersToNextFrame());
    expect(prices()).toEqual(['1005', '1004', '999', '1002']);
  });

  it('does not re-read a fresh REST snapshot on the first open, but does after a reconnect', async () => {
    let page = restPage(2, 1);
    const calls = stubFetch({ '/api/v2/trades': () => page });
    renderWithProviders(<Tape />);
    await settle();
    await settle();
    expect(calls).toHaveLength(1);

    // First open right after the read: REST is younger than 2 s, not read again.
    act(() => socket().accept());
    await settle();
    expect(screen.getByText('live')).toBeTruthy();
    expect(calls).toHaveLength(1);
    act(() => socket().push(streamed(3)));
    act(() => vi.advanceTimersToNextFrame());
    expect(prices()).toEqual(['1003', '1002', '1001']);

    // The connection drops; the retry comes 1 s later, REST is older than 2 s by then.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    act(() => socket().drop(1006));
    expect(screen.getByText('reconnecting')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    // Meanwhile trade 4 happened (lost with the socket) and the server's page moved on.
    page = restPage(4, 3, 2);
    act(() => socket().accept());
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
    // The hole is closed by the new REST read; the streamed trade 3 still shows once.
    expect(prices()).toEqual(['1004', '1003', '1002']);
  });

  it('resumes from the last block merged: the node replays what was missed, REST is not re-read', async () => {
    const calls = stubFetch({ '/api/v2/trades': () => restPage(2, 1) });
    renderWithProviders(<Tape />);
    await settle();
    await settle();
    act(() => socket().accept());
    await settle();
    // Trade 3 in block 40, trade 4 in block 41 (updates name their block: `height`).
    act(() => {
      socket().push({ ...streamed(3), height: '40' });
      socket().push({ ...streamed(4), height: '41' });
    });
    act(() => vi.advanceTimersToNextFrame());
    expect(prices()).toEqual(['1004', '1003', '1002', '1001']);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    act(() => socket().drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    // One block before the last merged (41): that block may have been cut between messages.
    const resumed = new URL(socket().url);
    expect(resumed.pathname).toBe(STREAMS.trades.path);
    expect(resumed.searchParams.get('fromHeight')).toBe('40');
    act(() => socket().accept());
    // The replay (blocks 41 and 42: trade 4 again, trade 5 missed), the verdict, then live.
    act(() => {
      socket().push({ ...streamed(4), height: '41' });
      socket().push({ ...streamed(5), height: '42' });
      socket().push({ resumed: { fromHeight: '40', toHeight: '42', whole: true } });
      socket().push({ ...streamed(6), height: '43' });
    });
    act(() => vi.advanceTimersToNextFrame());
    await settle();
    expect(calls).toHaveLength(1);
    expect(prices()).toEqual(['1006', '1005', '1004', '1003']);
    expect(screen.getByText('live')).toBeTruthy();

    // Dropped again: now from block 43 - 1.
    act(() => socket().drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(new URL(socket().url).searchParams.get('fromHeight')).toBe('42');
  });

  it('re-reads REST when the node no longer holds the blocks missed', async () => {
    let page = restPage(2, 1);
    const calls = stubFetch({ '/api/v2/trades': () => page });
    renderWithProviders(<Tape />);
    await settle();
    await settle();
    act(() => socket().accept());
    await settle();
    act(() => socket().push({ ...streamed(3), height: '40' }));
    act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    act(() => socket().drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(new URL(socket().url).searchParams.get('fromHeight')).toBe('39');
    page = restPage(5, 4, 3);
    act(() => socket().accept());
    await settle();
    // Opening alone reads nothing: the verdict decides.
    expect(calls).toHaveLength(1);
    act(() => socket().push({ resumed: { fromHeight: '39', toHeight: '500', whole: false } }));
    act(() => vi.advanceTimersToNextFrame());
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
    // The new REST read closes the hole (trades 4 and 5); streamed trade 3 shows once.
    expect(prices()).toEqual(['1005', '1004', '1003']);
  });

  it('keys items by id, the newest version winning, REST first', async () => {
    const merge = keyedMerge(
      { keyOf: (t: Trade) => t.price, versionOf: (t) => t.timestamp },
      (rest: readonly Trade[]) => rest,
      (r: { trades: readonly Trade[] }) => r.trades,
    );
    const a = trade(1, '10') as Trade;
    const aLater = trade(5, '10') as Trade;
    const b = trade(2, '20') as Trade;
    const live = merge.add(merge.empty, [{ trades: [aLater] }, { trades: [b] }]);
    // REST's older copy of "10" does not overwrite the streamed newer one.
    const view = merge.view([a], live);
    expect([...view.values()].map((t) => t.id)).toEqual([id(5), id(2)]);
    // Nothing streamed yet: REST as it is; nothing at all: empty.
    expect([...merge.view([a], merge.empty).values()]).toEqual([a]);
    expect(merge.view(undefined, merge.empty).size).toBe(0);
  });
});
