import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { FakeWebSocket, installFakeSockets } from '../../../streams/testing/fake-web-socket.ts';
import { OrderBookPanel } from './order-book-panel.tsx';

const MARKET = 'c'.repeat(64);
const level = (price: string, volume: string) => ({ price, volume, numberOfOrders: '1' });

/** Each REST read of the depth answers the next snapshot in the list. */
function serveSnapshots(...snapshots: { sequenceNumber: string; bid: string }[]) {
  const calls = stubFetch({
    [`/api/v2/market/depth/${MARKET}/latest`]: () => {
      const s = snapshots[Math.min(calls.length - 1, snapshots.length - 1)];
      return {
        marketId: MARKET,
        buy: [level(s?.bid ?? '1', '10')],
        sell: [level('2000', '5')],
        lastTrade: null,
        sequenceNumber: s?.sequenceNumber,
      };
    },
  });
  return calls;
}

function renderPanel() {
  renderWithProviders(
    <OrderBookPanel
      marketId={MARKET}
      decimalPlaces={0}
      positionDecimalPlaces={0}
      grouping={1}
      onGroupingChange={() => {}}
      marketData={null}
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Order book' });
const socket = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;
const update = (previous: string, sequence: string, bid: string) => ({
  result: {
    update: [
      {
        marketId: MARKET,
        buy: [level(bid, '3')],
        sequenceNumber: sequence,
        previousSequenceNumber: previous,
      },
    ],
  },
});

installFakeSockets();

describe('OrderBookPanel', () => {
  it('loads the snapshot, applies stream updates and resyncs on a sequence gap', async () => {
    const requests = serveSnapshots(
      { sequenceNumber: '10', bid: '1000' },
      { sequenceNumber: '10', bid: '1000' },
      { sequenceNumber: '15', bid: '1500' },
    );
    renderPanel();
    await waitFor(() => expect(table().dataset.sequence).toBe('10'));
    expect(requests[0]?.pathname).toBe(`/api/v2/market/depth/${MARKET}/latest`);

    // The stream opens: the book re-reads its snapshot, then follows the updates.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => socket().accept());
    await waitFor(() => expect(requests).toHaveLength(2), { timeout: 3000 });
    act(() => socket().push(update('10', '11', '1100')));
    await waitFor(() => expect(table().dataset.sequence).toBe('11'));
    expect(table().dataset.bestBid).toBe('1100');
    expect(screen.getByRole('status').textContent).toBe('Live');

    // Update 13 follows 12, which never came: a gap. A fresh snapshot (15) replaces the book.
    act(() => socket().push(update('12', '13', '1300')));
    await waitFor(() => expect(requests).toHaveLength(3), { timeout: 3000 });
    await waitFor(() => expect(table().dataset.sequence).toBe('15'));
    expect(table().dataset.bestBid).toBe('1500');
  });

  it('shows the status of a dropped stream as reconnecting', async () => {
    serveSnapshots({ sequenceNumber: '1', bid: '10' });
    renderPanel();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => socket().accept());
    act(() => socket().drop(1006));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  });
});
