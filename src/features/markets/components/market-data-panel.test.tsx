import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketDataFixture } from '../mocks.ts';
import { MarketDataPanel } from './market-data-panel.tsx';

const USDC = { id: 'a'.repeat(64), symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const trigger = { horizon: '60', probability: '0.9999', auctionExtension: '5' };

type MarketDataOverrides = Parameters<typeof marketDataFixture>[1];

/**
 * The panel over the fixture's market data with `overrides`, at 2 price and 4 size decimals:
 * an active market unless `state` says otherwise; `asset` names the settlement asset.
 */
function renderPanel(
  overrides: MarketDataOverrides,
  options: { state?: string; closedAt?: string | undefined; asset?: typeof USDC | undefined } = {},
) {
  render(
    <MarketDataPanel
      data={marketDataFixture('m'.repeat(64), overrides)}
      state={options.state ?? 'STATE_ACTIVE'}
      closedAt={options.closedAt}
      decimalPlaces={2}
      positionDecimalPlaces={4}
      asset={options.asset}
    />,
  );
}

/** An active market with stakes and one price-monitoring bound, settling in USDC. */
function renderStaked() {
  renderPanel(
    {
      targetStake: '9124159436',
      suppliedStake: '119833844131',
      marketValueProxy: '985526211701',
      priceMonitoringBounds: [
        {
          minValidPrice: '2678894',
          maxValidPrice: '2821072',
          referencePrice: '2749064',
          trigger,
        },
      ],
    },
    { asset: USDC },
  );
}

/** 2025-01-01T00:00:00Z in Unix ns: a schedule long past on any clock these tests run on. */
const LONG_AGO_NS = '1735689600000000000';

/** The mark price of renderEnded's market, '2749064' at 2 decimals. */
const MARK = '27,490.64';

/** A market whose trading has ended, with the node still sending its last schedule. */
function renderEnded(state: string, closedAt?: string) {
  renderPanel(
    {
      marketState: state as 'STATE_SETTLED',
      markPrice: '2749064',
      // Terminated in a monitoring auction: the auction fields are left over too.
      marketTradingMode: 'TRADING_MODE_MONITORING_AUCTION',
      auctionStart: LONG_AGO_NS,
      auctionEnd: LONG_AGO_NS,
      nextMarkToMarket: LONG_AGO_NS,
      priceMonitoringBounds: [
        { minValidPrice: '2678894', maxValidPrice: '2821072', referencePrice: '2749064', trigger },
      ],
    },
    { state, closedAt, asset: USDC },
  );
}

/** The value next to a label of the panel's definition list. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('MarketDataPanel', () => {
  it('shows stakes and the market value proxy in the settlement asset', () => {
    renderStaked();
    expect(valueOf('Target stake')).toBe('9,124.159436 USDC');
    expect(valueOf('Supplied stake')).toBe('119,833.844131 USDC');
    expect(valueOf('Market value proxy')).toBe('985,526.211701 USDC');
  });

  it('shows each price-monitoring bound in market prices, with its trigger and reference', () => {
    renderStaked();
    expect(valueOf('Price monitoring bounds')).toBe(
      '26,788.94 – 28,210.72 (horizon 60 s, probability 0.9999, reference 27,490.64)',
    );
  });

  it.each(['STATE_TRADING_TERMINATED', 'STATE_SETTLED', 'STATE_CLOSED'])(
    'shows "—" for the schedule of a market in %s (nothing is due any more)',
    (state) => {
      renderEnded(state);
      expect(valueOf('Next mark-to-market')).toBe('—');
      expect(valueOf('Price monitoring bounds')).toBe('—');
      expect(screen.queryByText('Auction ends')).toBeNull();
      expect(screen.queryByText('Indicative price')).toBeNull();
    },
  );

  it('says a terminated market’s figures are its last values, with when trading ended', () => {
    renderEnded('STATE_TRADING_TERMINATED', LONG_AGO_NS);
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(/^Trading ended .+: the figures below are its last values/);
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-01T00:00:00.000Z');
    expect(screen.getByText('Mark price')).toBeTruthy();
  });

  it.each(['STATE_SETTLED', 'STATE_CLOSED'])(
    'names the price of a market in %s its settlement price',
    (state) => {
      renderEnded(state, LONG_AGO_NS);
      expect(screen.getByRole('note').textContent).toContain('settlement price');
      expect(screen.queryByText('Mark price')).toBeNull();
      // The fixture's mark price, 2 decimals: what final settlement marked the market to.
      expect(valueOf('Settlement price')).toBe(MARK);
    },
  );

  it('says nothing of the kind while the market trades', () => {
    renderStaked();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows "—" for the mark and last traded prices before the first trade, not 0.00', () => {
    renderPanel(
      {
        markPrice: '0',
        lastTradedPrice: '0',
        marketTradingMode: 'TRADING_MODE_OPENING_AUCTION',
      },
      { state: 'STATE_PENDING' },
    );
    expect(valueOf('Mark price')).toBe('—');
    expect(valueOf('Last traded price')).toBe('—');
  });

  it('shows "—" for the indicative price and volume of an auction whose book does not cross', () => {
    renderPanel(
      {
        marketTradingMode: 'TRADING_MODE_OPENING_AUCTION',
        indicativePrice: '0',
        indicativeVolume: '0',
      },
      { state: 'STATE_PENDING' },
    );
    expect(valueOf('Indicative price')).toBe('—');
    expect(valueOf('Indicative volume')).toBe('—');
  });

  it('shows the indicative price and volume of an auction whose book crosses', () => {
    renderPanel(
      {
        marketTradingMode: 'TRADING_MODE_OPENING_AUCTION',
        indicativePrice: '2749064',
        indicativeVolume: '15000',
      },
      { state: 'STATE_PENDING' },
    );
    // 2749064 at 2 decimals, 15000 at 4.
    expect(valueOf('Indicative price')).toBe('27,490.64');
    expect(valueOf('Indicative volume')).toBe('1.5000');
  });

  it('shows "—" for a next mark-to-market unset or before the figures’ own time (none scheduled)', () => {
    // "0": a proposed market, never marked.
    renderPanel({ nextMarkToMarket: '0' }, { state: 'STATE_PROPOSED' });
    expect(valueOf('Next mark-to-market')).toBe('—');
    cleanup();
    // 5 s after the Unix epoch: a past time, which another data node might send.
    renderPanel({ nextMarkToMarket: '5000000000' }, { state: 'STATE_PROPOSED' });
    expect(valueOf('Next mark-to-market')).toBe('—');
  });

  it('shows the next mark-to-market of a market that still trades', () => {
    renderPanel({ nextMarkToMarket: '4102444800000000000' });
    const due = screen.getByText('Next mark-to-market').nextElementSibling?.querySelector('time');
    expect(due?.getAttribute('datetime')).toBe('2100-01-01T00:00:00.000Z');
  });

  it('shows "—" for the best bid, best offer and mid price of an empty book, not 0.00', () => {
    renderPanel({
      bestBidPrice: '0',
      bestBidVolume: '0',
      bestOfferPrice: '0',
      bestOfferVolume: '0',
      midPrice: '0',
    });
    expect(valueOf('Best bid')).toBe('—');
    expect(valueOf('Best offer')).toBe('—');
    expect(valueOf('Mid price')).toBe('—');
  });

  it('shows a quoted side with its size', () => {
    renderPanel({
      bestBidPrice: '2749064',
      bestBidVolume: '15000',
      bestOfferVolume: '0',
    });
    expect(valueOf('Best bid')).toBe('27,490.64 × 1.5000');
    expect(valueOf('Mid price')).toBe('—');
  });
});
