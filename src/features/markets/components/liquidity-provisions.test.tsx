import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiquidityProvision } from '#contract/liquidity.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { connection } from '../mocks.ts';
import { LiquidityProvisions } from './liquidity-provisions.tsx';

const MARKET = 'aa'.repeat(32);
const PARTY = 'bb'.repeat(32);
const USDC = { id: 'cc'.repeat(32), symbol: 'USDC', name: 'USD Coin', decimals: 6 };
// A whole list is read 500 rows a request (the entry point's `endpointEvery`, as for every
// directory): one request here.
const URL = `/api/v2/liquidity/provisions?marketId=${MARKET}&pagination.first=500`;

const provision: LiquidityProvision = {
  id: 'dd'.repeat(32),
  partyId: PARTY,
  createdAt: '1767225600000000000',
  updatedAt: '1767225700000000000',
  marketId: MARKET,
  commitmentAmount: '50000000000',
  fee: '0.001',
  buys: [
    {
      orderId: '',
      liquidityOrder: { reference: 'PEGGED_REFERENCE_MID', proportion: 3, offset: '150' },
    },
    {
      orderId: '',
      liquidityOrder: { reference: 'PEGGED_REFERENCE_BEST_BID', proportion: 1, offset: '1000' },
    },
  ],
  sells: [
    {
      orderId: '',
      liquidityOrder: { reference: 'PEGGED_REFERENCE_MID', proportion: 2, offset: '150' },
    },
  ],
  version: '2',
  status: 'STATUS_ACTIVE',
  reference: 'lp-1',
};

function renderTab() {
  renderWithProviders(<LiquidityProvisions marketId={MARKET} decimalPlaces={2} asset={USDC} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('LiquidityProvisions', () => {
  it('lists each provision: party, commitment in the asset, fee, status and its shape', async () => {
    stubFetch({ [URL]: () => ({ liquidityProvisions: connection([provision]) }) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Liquidity provisions' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 4)).toEqual(['50,000 USDC', '0.001', 'Active']);
    // Offsets in market prices (2 decimals); shares of the side's proportions (3:1, 2).
    expect(cells[4]).toBe('Mid − 1.50 (75 %)Best bid − 10.00 (25 %)');
    expect(cells[5]).toBe('Mid + 1.50 (100 %)');
    expect(within(row!).getAllByRole('link')[0]?.getAttribute('href')).toBe(`/parties/${PARTY}`);
  });

  it('says when nobody provides liquidity', async () => {
    stubFetch({ [URL]: () => ({ liquidityProvisions: connection([]) }) });
    renderTab();
    expect(
      await screen.findByText('No party has committed liquidity to this market.'),
    ).toBeTruthy();
  });
});
