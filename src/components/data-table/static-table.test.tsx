import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticTable, type StaticColumn } from './static-table.tsx';

interface Pool {
  account: string;
  balance: string;
  market: string;
}
const columns: StaticColumn<Pool>[] = [
  { header: 'Account', cell: (p) => p.account },
  { header: 'Balance', className: 'num', cell: (p) => p.balance },
  { header: 'Market', priority: 'medium', cell: (p) => p.market },
];
const rows: Pool[] = [
  { account: 'Global reward', balance: '21,639.18083 tDAI', market: 'all markets' },
  { account: 'Insurance', balance: '1.72025 WETH', market: 'ETHUSD.MF23' },
];

/** A window whose media queries given here match: a phone (both), a laptop (compact only). */
function screenIs(kind: 'phone' | 'laptop' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' || (kind === 'laptop' && query.includes('1439px')),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const renderPools = () =>
  render(<StaticTable label="Pools" columns={columns} rows={rows} rowKey={(p) => p.account} />);

describe('StaticTable column priorities', () => {
  it('keeps a medium-priority column in the row on a laptop', () => {
    screenIs('laptop');
    renderPools();
    const table = screen.getByRole('table', { name: 'Pools' });
    expect(within(table).getByRole('columnheader', { name: 'Market' })).toBeTruthy();
    expect(within(table).getByText('ETHUSD.MF23')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves it into a row detail on a phone, opened and closed by the row’s button', () => {
    screenIs('phone');
    renderPools();
    const table = screen.getByRole('table', { name: 'Pools' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account', 'Balance', 'More']);
    expect(within(table).queryByText('ETHUSD.MF23')).toBeNull();

    const second = within(table).getAllByRole('button', { name: 'More' })[1]!;
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getByRole('term').textContent).toBe('Market');
    expect(within(table).getByRole('definition').textContent).toBe('ETHUSD.MF23');
    // The detail spans the row's two shown columns and its button's.
    expect(within(table).getByRole('definition').closest('td')?.colSpan).toBe(3);

    fireEvent.click(within(table).getByRole('button', { name: 'Less' }));
    expect(within(table).queryByText('ETHUSD.MF23')).toBeNull();
  });
});
