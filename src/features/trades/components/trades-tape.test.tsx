import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetGlobalState } from 'react-use-websocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trade } from '#contract/trade.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { FakeWebSocket } from '../../../streams/testing/fake-web-socket.ts';
import { LiveTrades } from './live-trades.tsx';
import { TradesTape } from './trades-tape.tsx';

const MARKET = 'd'.repeat(64);
const fee = { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' };
const trade = (n: number, aggressor: Trade['aggressor'] = 'SIDE_BUY'): Trade => ({
  id: n.toString(16).padStart(64, '0'),
  marketId: MARKET,
  price: String(100_000 + n),
  size: '15',
  buyer: 'a'.repeat(64),
  seller: 'b'.repeat(64),
  aggressor,
  buyOrder: '',
  sellOrder: '',
  timestamp: String(1767225600000000000n + BigInt(n) * 1_000_000_000n),
  type: 'TYPE_DEFAULT',
  buyerFee: fee,
  sellerFee: fee,
  buyerAuctionBatch: '0',
  sellerAuctionBatch: '0',
});

/** The REST page of a market's latest trades: trades 2 and 1. */
const latestPage = {
  trades: {
    edges: [trade(2), trade(1)].map((node) => ({ cursor: node.id, node })),
    pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
  },
};

const cells = () =>
  within(screen.getByRole('table', { name: 'Trades' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );

afterEach(() => {
  cleanup();
  resetGlobalState();
  vi.unstubAllGlobals();
});

describe('TradesTape', () => {
  it('shows price, size and the aggressor in words', () => {
    render(
      <TradesTape
        trades={[trade(2, 'SIDE_SELL'), trade(1)]}
        decimalPlaces={2}
        positionDecimalPlaces={1}
      />,
    );
    expect(cells()).toEqual([
      ['1,000.02', '1.5', '▼ Sell'],
      ['1,000.01', '1.5', '▲ Buy'],
    ]);
  });

  it('has loading and empty states', () => {
    const { rerender } = render(
      <TradesTape trades={[]} decimalPlaces={0} positionDecimalPlaces={0} isLoading />,
    );
    expect(screen.getByRole('table', { name: 'Trades' }).getAttribute('aria-busy')).toBe('true');
    rerender(<TradesTape trades={[]} decimalPlaces={0} positionDecimalPlaces={0} />);
    expect(screen.getByText('No trades yet.')).toBeTruthy();
  });
});

describe('LiveTrades', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('starts from the latest REST trades and puts streamed ones on top, once each', async () => {
    const calls = stubFetch({ '/api/v2/trades': () => latestPage });
    renderWithProviders(
      <LiveTrades marketId={MARKET} decimalPlaces={0} positionDecimalPlaces={0} />,
    );
    await waitFor(() => expect(cells()).toHaveLength(2));
    expect(`${calls[0]?.pathname}${calls[0]?.search}`).toBe(
      `/api/v2/trades?marketIds=${MARKET}&pagination.first=50`,
    );
    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    expect(socket.url).toContain(`/api/v2/stream/trades?marketIds=${MARKET}`);
    act(() => socket.accept());
    // Stream form: enums as integers (2 = SIDE_SELL), trade 2 received again.
    act(() =>
      socket.push({
        result: {
          trades: [3, 2, 4].map((n) => ({ ...trade(n), aggressor: 2, type: 1 })),
        },
      }),
    );
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(cells().map((c) => c[0])).toEqual(['100,004', '100,003', '100,002', '100,001']);
    expect(cells()[0]?.[2]).toBe('▼ Sell');
    expect(screen.getByRole('table', { name: 'Trades' }).dataset.latestTrade).toBe(trade(4).id);
  });

  it('holds still while the tape is scrolled, counts the new trades and shows them', async () => {
    stubFetch({ '/api/v2/trades': () => latestPage });
    renderWithProviders(
      <LiveTrades marketId={MARKET} decimalPlaces={0} positionDecimalPlaces={0} />,
    );
    await waitFor(() => expect(cells()).toHaveLength(2));
    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    act(() => socket.accept());
    const push = (...ns: number[]) =>
      act(() => socket.push({ result: { trades: ns.map((n) => ({ ...trade(n), type: 1 })) } }));

    // The reader scrolls the tape (jsdom has no layout: the offset is set).
    const box = screen.getByRole('table', { name: 'Trades' }).parentElement as HTMLElement;
    let top = 120;
    Object.defineProperty(box, 'scrollTop', { configurable: true, get: () => top });
    box.scrollTo = vi.fn(({ top: next }: ScrollToOptions) => {
      top = next ?? 0;
    }) as unknown as typeof box.scrollTo;
    act(() => box.dispatchEvent(new Event('scroll')));

    push(3, 4);
    expect(await screen.findByRole('button', { name: '2 new trades' })).toBeTruthy();
    expect(cells().map((c) => c[0])).toEqual(['100,002', '100,001']);

    fireEvent.click(screen.getByRole('button', { name: '2 new trades' }));
    expect(box.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(cells().map((c) => c[0])).toEqual(['100,004', '100,003', '100,002', '100,001']);
    expect(screen.queryByRole('button', { name: /new trade/ })).toBeNull();
  });
});
