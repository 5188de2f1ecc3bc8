import { queryOptions } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountBalance } from '#contract/account.ts';
import { accountsStream } from '#contract/stream-results/accounts.ts';
import { fromSnapshotStream } from './merge/keyed-collection.ts';
import { renderHookWithProviders } from '../testing/render-with-providers.tsx';
import { FakeWebSocket, installFakeSockets } from './testing/fake-web-socket.ts';
import { useLiveCollection } from './use-live-collection.ts';

const PARTY = 'a'.repeat(64);
const ASSET = 'f'.repeat(64);
/** A general account (type 4 on the wire) per asset, as the accounts stream encodes it. */
const wire = (asset: string, balance: string) => ({ owner: PARTY, asset, type: 4, balance });
const snapshot = (...accounts: ReturnType<typeof wire>[]) => ({
  result: { snapshot: { accounts, lastPage: true } },
});
const update = (height: string, ...accounts: ReturnType<typeof wire>[]) => ({
  result: { updates: { accounts } },
  height,
});

const rest = queryOptions({
  queryKey: ['test', 'accounts'],
  queryFn: () => Promise.resolve<AccountBalance[]>([]),
});

function renderCollection() {
  return renderHookWithProviders(() =>
    useLiveCollection({
      stream: {
        path: accountsStream.path,
        params: { partyId: PARTY },
        resultSchema: accountsStream.result,
      },
      toMessage: (r) => fromSnapshotStream(r, 'accounts'),
      rules: { keyOf: (a: AccountBalance) => a.asset },
      rest,
      pollMs: 60_000,
    }),
  );
}

/** Balances shown, by asset. */
const balances = (items: readonly AccountBalance[] | undefined) =>
  Object.fromEntries((items ?? []).map((a) => [a.asset, a.balance]));
const settle = () => act(() => vi.advanceTimersByTimeAsync(1));
const socket = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;
const flush = () => act(() => vi.advanceTimersToNextFrame());

/** Live with a snapshot of assets 1 and 2, then an update of asset 1 in block 50. */
async function liveCollection() {
  const hook = renderCollection();
  await settle();
  act(() => socket().accept());
  act(() => {
    socket().push(snapshot(wire('1', '100'), wire('2', '200')));
    socket().push(update('50', wire('1', '150')));
  });
  flush();
  expect(hook.result.current.live).toBe(true);
  expect(balances(hook.result.current.items)).toEqual({ '1': '150', '2': '200' });
  act(() => socket().drop(1006));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await settle();
  expect(FakeWebSocket.instances).toHaveLength(2);
  return hook;
}

installFakeSockets({ fakeTimers: true });

describe('useLiveCollection reconnecting', () => {
  it('opens its first socket asking for the block of each update (withHeight), to resume from', async () => {
    renderCollection();
    await settle();
    const url = new URL(socket().url);
    expect(url.searchParams.get('withHeight')).toBe('true');
    expect(url.searchParams.get('fromHeight')).toBeNull();
  });

  it('resumes from the last block merged and keeps the collection: no new snapshot needed', async () => {
    const { result } = await liveCollection();
    const url = new URL(socket().url);
    expect(url.searchParams.get('partyId')).toBe(PARTY);
    expect(url.searchParams.get('fromHeight')).toBe('49');
    act(() => socket().accept());
    // The replay (block 50 again, then 51 and 52 missed), the verdict, a live update: no snapshot.
    act(() => {
      socket().push(update('50', wire('1', '150')));
      socket().push(update('51', wire('2', '210')));
      socket().push(update('52', wire(ASSET, '7'), wire('1', '160')));
      socket().push({ resumed: { fromHeight: '49', toHeight: '52', whole: true } });
      socket().push(update('53', wire('2', '220')));
    });
    flush();
    expect(result.current.live).toBe(true);
    expect(balances(result.current.items)).toEqual({ '1': '160', '2': '220', [ASSET]: '7' });
  });

  it('starts over from the fresh snapshot when the node no longer holds the blocks', async () => {
    const { result } = await liveCollection();
    act(() => socket().accept());
    act(() => {
      socket().push({ resumed: { fromHeight: '49', toHeight: '900', whole: false } });
      // Asset 2's account is gone from the fresh snapshot: it must go from the view too.
      socket().push(snapshot(wire('1', '170')));
      socket().push(update('901', wire(ASSET, '9')));
    });
    flush();
    expect(result.current.live).toBe(true);
    expect(balances(result.current.items)).toEqual({ '1': '170', [ASSET]: '9' });
    // Dropped again: the heights merged before the fresh snapshot no longer count.
    act(() => socket().drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(new URL(socket().url).searchParams.get('fromHeight')).toBe('900');
  });

  it('a snapshot cut half-way is not resumed: the next open takes a whole one', async () => {
    const { result } = await liveCollection();
    act(() => socket().accept());
    act(() => {
      socket().push({ resumed: { fromHeight: '49', toHeight: '900', whole: false } });
      socket().push({ result: { snapshot: { accounts: [wire('1', '170')], lastPage: false } } });
    });
    flush();
    act(() => socket().drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await settle();
    expect(new URL(socket().url).searchParams.has('fromHeight')).toBe(false);
    act(() => socket().accept());
    act(() => socket().push(snapshot(wire('1', '180'))));
    flush();
    expect(result.current.live).toBe(true);
    expect(balances(result.current.items)).toEqual({ '1': '180' });
  });
});
