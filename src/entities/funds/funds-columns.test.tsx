import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '#contract/deposit.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { depositColumns } from './funds-columns.tsx';

const USDC = 'aa'.repeat(32);
const PARTY = 'e1'.repeat(32);
const deposit: Deposit = {
  id: 'd1'.repeat(32),
  status: 'STATUS_FINALIZED',
  partyId: PARTY,
  asset: USDC,
  amount: '12500000',
  txHash: '0x' + 'ab'.repeat(32),
  creditedTimestamp: '1767225600000000000',
  createdTimestamp: '1767225600000000000',
};
const assets = {
  assets: {
    edges: [
      {
        cursor: 'a',
        node: {
          id: USDC,
          status: 'STATUS_ENABLED',
          details: { name: 'USD Coin', symbol: 'USDC', decimals: '6', quantum: '1' },
        },
      },
    ],
    pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
  },
};

function renderDeposits(partyId?: string) {
  stubFetch({ '/api/v2/assets': () => assets });
  renderWithProviders(
    <DataTable
      label="Deposits"
      columns={depositColumns({ partyId })}
      rows={[deposit]}
      rowId={(d) => d.id}
    />,
  );
  return screen.getByRole('table', { name: 'Deposits' });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('depositColumns', () => {
  it('names the party in the network’s list, with the amount in the asset', async () => {
    const table = renderDeposits();
    expect(headers(table)).toEqual([
      'Deposit',
      'Party',
      'Amount',
      'Status',
      'Created',
      'Credited',
      'Bridge transaction',
    ]);
    // 12500000 at 6 decimals, once the shared asset directory is in.
    expect(await within(table).findByText('12.5 USDC')).toBeTruthy();
    const party = within(table)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(party).toContain(`/parties/${PARTY}`);
  });

  it('leaves the party out on its own page', () => {
    const table = renderDeposits(PARTY);
    expect(headers(table)).not.toContain('Party');
    expect(headers(table)).toHaveLength(6);
  });
});
