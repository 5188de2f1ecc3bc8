import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketDataFixture } from '../mocks.ts';
import { MarketDataPanel } from './market-data-panel.tsx';

const USDC = { id: 'a'.repeat(64), symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const trigger = { horizon: '60', probability: '0.9999', auctionExtension: '5' };

function renderPanel() {
  const data = marketDataFixture('m'.repeat(64), {
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
  });
  render(<MarketDataPanel data={data} decimalPlaces={2} positionDecimalPlaces={4} asset={USDC} />);
}

/** The value next to a label of the panel's definition list. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('MarketDataPanel', () => {
  it('shows stakes and the market value proxy in the settlement asset', () => {
    renderPanel();
    expect(valueOf('Target stake')).toBe('9,124.159436 USDC');
    expect(valueOf('Supplied stake')).toBe('119,833.844131 USDC');
    expect(valueOf('Market value proxy')).toBe('985,526.211701 USDC');
  });

  it('shows each price-monitoring bound in market prices, with its trigger and reference', () => {
    renderPanel();
    expect(valueOf('Price monitoring bounds')).toBe(
      '26,788.94 – 28,210.72 (horizon 60 s, probability 0.9999, reference 27,490.64)',
    );
  });
});
