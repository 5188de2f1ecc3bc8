import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Position } from '#contract/position.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { Lookups, MarketInfo } from '../lookups.ts';
import { anyPositionStatus, positionColumns } from './trading-columns.tsx';

const MARKET: MarketInfo = {
  id: 'm'.repeat(64),
  code: 'BTCUSD.MF23',
  decimalPlaces: 2,
  positionDecimalPlaces: 0,
  settlementAsset: undefined,
};
const lookups: Lookups = { markets: new Map([[MARKET.id, MARKET]]) };

const position = (status: Position['positionStatus']): Position => ({
  marketId: MARKET.id,
  partyId: 'p'.repeat(64),
  openVolume: '-12',
  realisedPnl: '150',
  unrealisedPnl: '-20',
  averageEntryPrice: '123456',
  updatedAt: '1767225600000000000',
  lossSocialisationAmount: '0',
  positionStatus: status,
});

function renderPositions(rows: Position[]) {
  const columns = positionColumns(lookups, anyPositionStatus(rows));
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <DataTable label="Positions" columns={columns} rows={rows} rowId={(p) => p.marketId} />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('table', { name: 'Positions' });
}

describe('position columns', () => {
  // `.num` is the class pages.css right-aligns in tabular digits (jsdom applies no CSS).
  it('right-align every figure', () => {
    const table = renderPositions([position('POSITION_STATUS_UNSPECIFIED')]);
    for (const name of ['Open volume', 'Average entry price', 'Unrealised PnL', 'Realised PnL']) {
      const header = within(table).getByRole('columnheader', { name });
      expect(header.className, name).toContain('num');
    }
    expect(within(table).getByRole('cell', { name: '1,234.56' }).className).toContain('num');
  });

  it('leave out "Status" when no position has one, and show it when one has', () => {
    const normal = renderPositions([position('POSITION_STATUS_UNSPECIFIED')]);
    expect(within(normal).queryByRole('columnheader', { name: 'Status' })).toBeNull();

    document.body.innerHTML = '';
    const closed = renderPositions([
      position('POSITION_STATUS_UNSPECIFIED'),
      { ...position('POSITION_STATUS_CLOSED_OUT'), marketId: 'x'.repeat(64) },
    ]);
    expect(within(closed).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(within(closed).getByRole('cell', { name: 'Closed out' })).toBeTruthy();
  });
});
