// One liquidity range, one rendering on every page (not "95%", "0.95" and "0.5"). A market's
// configuration shows it as the proposal page does: a percentage (0.95 → 95%), the exact
// fraction on hover.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketRecord } from '../../../testing/entity-fixtures.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { MarketConfig } from './market-config.tsx';

describe('MarketConfig (one rendering of a liquidity range)', () => {
  it('shows the LP price range as a percentage, the fraction on hover', () => {
    stubFetch({});
    const market = { ...marketRecord('c0'.repeat(32), 'BTCUSD.MF23'), lpPriceRange: '0.95' };
    renderWithProviders(<MarketConfig market={market} />);
    const range = screen.getByText('LP price range').nextElementSibling as HTMLElement;
    expect(range.textContent).toBe('95%');
    expect(range.getAttribute('title')).toBe('0.95');
  });
});
