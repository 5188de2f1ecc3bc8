import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { FakeWebSocket, installFakeSockets } from '../../../streams/testing/fake-web-socket.ts';
import { readListSearch, writeListSearch } from '../list-search.ts';
import { connection, marketDataFixture, marketFixture, usdAsset } from '../mocks.ts';
import { MarketsList } from './markets-list.tsx';

const BTC = marketFixture({
  id: 'a'.repeat(64),
  code: 'BTCUSD.MF23',
  name: 'Bitcoin',
  decimalPlaces: '2',
});
const ETH = marketFixture({
  id: 'b'.repeat(64),
  code: 'ETHUSD.MF23',
  name: 'Ether',
  decimalPlaces: '3',
});
const HOUR_CANDLE = {
  start: '1767225600000000000',
  lastUpdate: '1767225600000000000',
  open: '1',
  high: '1',
  low: '1',
  close: '1',
  volume: '12345',
};

/** Answers by path; `hold` leaves the markets request pending (loading state). */
function serve(
  markets: unknown[] | 'error' | 'hold',
  eth:
    | { markPrice: string; marketTradingMode: 'TRADING_MODE_OPENING_AUCTION' }
    | undefined = undefined,
) {
  stubFetch({
    '/api/v2/markets': () => {
      if (markets === 'hold') return new Promise<Response>(() => {});
      if (markets === 'error')
        return jsonResponse(500, { code: 13, message: 'Internal error', details: [] });
      return { markets: connection(markets) };
    },
    '/api/v2/assets': () => ({ assets: connection([usdAsset]) }),
    '/api/v2/markets/data': () => ({
      marketsData: [
        marketDataFixture(BTC.id, { markPrice: '2761287' }),
        marketDataFixture(
          ETH.id,
          eth ?? { markPrice: '185040', marketTradingMode: 'TRADING_MODE_MONITORING_AUCTION' },
        ),
      ],
    }),
    '/api/v2/candle': (url) => ({
      candles: connection(url.searchParams.get('candleId')?.endsWith(BTC.id) ? [HOUR_CANDLE] : []),
    }),
  });
}

function List() {
  const [params, setParams] = useSearchParams();
  return (
    <MarketsList
      search={readListSearch(params)}
      onSearchChange={(patch) => setParams((p) => writeListSearch(p, patch), { replace: true })}
    />
  );
}

function renderList(entry = '/markets') {
  return renderWithProviders(<List />, { path: entry, pattern: '/markets' }).router;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Markets' }))
    .getAllByRole('row')
    .slice(1);
const codes = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

installFakeSockets();

describe('MarketsList', () => {
  it('shows skeleton rows while the markets load', () => {
    serve('hold');
    renderList();
    expect(screen.getByRole('table', { name: 'Markets' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows an error with a retry when the markets cannot be read', async () => {
    serve('error');
    renderList();
    expect(await screen.findByRole('heading', { name: 'Could not load this data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when the network has no markets', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('No markets on this network.')).toBeTruthy();
  });

  it('lists markets with asset, live mark price and 24 h volume, linking to each', async () => {
    serve([BTC, ETH]);
    renderList();
    const link = await screen.findByRole('link', { name: 'BTCUSD.MF23' });
    expect(link.getAttribute('href')).toBe(`/markets/${BTC.id}`);
    const btc = bodyRows()[0] as HTMLElement;
    expect(await within(btc).findByText('27,612.87')).toBeTruthy();
    expect(within(btc).getByText('USD')).toBeTruthy();
    expect(within(btc).getByText('Bitcoin')).toBeTruthy();
    expect(await within(btc).findByText('1,234.5')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByText('Monitoring auction')).toBeTruthy();
    // No candle in the last 24 h: "0", not "0.0" (sizes have one decimal here).
    const volume = within(screen.getByRole('table', { name: 'Markets' }))
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent?.startsWith('24 h volume'));
    expect(within(bodyRows()[1] as HTMLElement).getAllByRole('cell')[volume]?.textContent).toBe(
      '0',
    );

    // One socket for every market's data; a newer record replaces the mark price.
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.instances[0]?.url).toContain(`marketIds=${BTC.id}&marketIds=${ETH.id}`);
    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    act(() => socket.accept());
    await act(async () => {
      socket.push({
        result: {
          marketData: [
            {
              market: BTC.id,
              markPrice: '2800000',
              timestamp: '1767225601000000000',
              marketState: 5,
            },
          ],
        },
      });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(within(bodyRows()[0] as HTMLElement).getByText('28,000.00')).toBeTruthy();
  });

  it('shows no mark price for a market in its opening auction (the node sends "0")', async () => {
    serve([BTC, ETH], { markPrice: '0', marketTradingMode: 'TRADING_MODE_OPENING_AUCTION' });
    renderList();
    await screen.findByText('27,612.87');
    const eth = bodyRows()[1] as HTMLElement;
    expect(within(eth).getByText('Opening auction')).toBeTruthy();
    const mark = within(screen.getByRole('table', { name: 'Markets' }))
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent?.startsWith('Mark price'));
    expect(within(eth).getAllByRole('cell')[mark]?.textContent).toBe('—');
  });

  it('links a market whose trading has ended to its successor, and no other', async () => {
    const closed = marketFixture({
      id: 'c'.repeat(64),
      code: 'ETHUSD.MF23',
      state: 'STATE_CLOSED',
    });
    const next = marketFixture({
      id: 'd'.repeat(64),
      code: 'ETHUSD.JL23',
      tags: ['base:ETH', `parent:${closed.id}`],
    });
    // An active market another one names as parent (its successor is in its opening auction).
    const rolling = marketFixture({ id: 'e'.repeat(64), code: 'BTCUSD.MF23' });
    const waiting = marketFixture({
      id: 'f'.repeat(64),
      code: 'BTCUSD.JL23',
      state: 'STATE_PENDING',
      tags: [`parent:${rolling.id}`],
    });
    stubFetch({
      '/api/v2/markets': () => ({ markets: connection([closed, next, rolling, waiting]) }),
      '/api/v2/assets': () => ({ assets: connection([usdAsset]) }),
      '/api/v2/markets/data': () => ({
        marketsData: [
          marketDataFixture(closed.id, {
            marketState: 'STATE_CLOSED',
            marketTradingMode: 'TRADING_MODE_NO_TRADING',
          }),
          marketDataFixture(next.id),
          marketDataFixture(rolling.id),
        ],
      }),
      '/api/v2/candle': () => ({ candles: connection([]) }),
    });
    renderList();
    await screen.findByRole('link', { name: 'ETHUSD.MF23' });
    const row = (code: string) =>
      bodyRows().find((r) => within(r).getAllByRole('cell')[0]?.textContent === code)!;
    const link = await within(row('ETHUSD.MF23')).findByRole('link', { name: 'ETHUSD.JL23' });
    expect(link.getAttribute('href')).toBe(`/markets/${next.id}`);
    expect(row('ETHUSD.MF23').textContent).toContain('succeeded by ETHUSD.JL23');
    // Still trading: no successor named, though one waits in its opening auction.
    expect(within(row('BTCUSD.MF23')).queryByText(/succeeded by/)).toBeNull();
    expect(within(row('BTCUSD.MF23')).getAllByRole('link')).toHaveLength(1);
    expect(within(row('ETHUSD.JL23')).getAllByRole('link')).toHaveLength(1);
  });

  it('filters and sorts through the URL', async () => {
    serve([BTC, ETH]);
    const router = renderList('/markets?sort=-mark');
    await screen.findByText('27,612.87');
    // BTC's 27,612.87 above ETH's 185.040: compared by value, not digits.
    expect(codes()).toEqual(['BTCUSD.MF23', 'ETHUSD.MF23']);
    await userEvent.click(screen.getByRole('button', { name: /Mark price/ }));
    expect(router.state.location.search).toBe('?sort=mark');
    expect(codes()).toEqual(['ETHUSD.MF23', 'BTCUSD.MF23']);
    expect(screen.getByRole('columnheader', { name: /Mark price/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'ether');
    expect(router.state.location.search).toBe('?sort=mark&q=ether');
    expect(codes()).toEqual(['ETHUSD.MF23']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'STATE_ACTIVE');
    expect(router.state.location.search).toBe('?sort=mark&q=ether&state=STATE_ACTIVE');
    expect(codes()).toEqual(['ETHUSD.MF23']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'zzz');
    expect(screen.getByText('No market matches the filters.')).toBeTruthy();
  });
});
