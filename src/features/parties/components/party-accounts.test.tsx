import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountBalance } from '#contract/account.ts';
import type { Asset } from '#contract/asset.ts';
import { StaticTable } from '../../../components/data-table/static-table.tsx';
import type { Lookups } from '../lookups.ts';
import { accountColumns } from './party-accounts.tsx';

const USDC: Asset = {
  id: 'a'.repeat(64),
  status: 'STATUS_ENABLED',
  details: { name: 'USD Coin', symbol: 'USDC', decimals: '6', quantum: '1' },
};
const MARKET_ID = 'm'.repeat(64);
const lookups: Lookups = {
  assets: new Map([[USDC.id, USDC]]),
  markets: new Map([
    [
      MARKET_ID,
      {
        id: MARKET_ID,
        code: 'XAUUSD.DEC30',
        decimalPlaces: 2,
        positionDecimalPlaces: 2,
        settlementAsset: USDC.id,
      },
    ],
  ]),
};
const party = 'p'.repeat(64);
const accounts: AccountBalance[] = [
  {
    owner: party,
    asset: USDC.id,
    marketId: MARKET_ID,
    type: 'ACCOUNT_TYPE_MARGIN',
    balance: '9804993903',
  },
  {
    owner: party,
    asset: USDC.id,
    marketId: '',
    type: 'ACCOUNT_TYPE_GENERAL',
    balance: '4556213863534',
  },
];

const renderAccounts = (symbol: string | undefined) =>
  render(
    <MemoryRouter>
      <StaticTable
        label="USDC accounts"
        columns={accountColumns(lookups, symbol)}
        rows={accounts}
        rowKey={(a) => a.type}
      />
    </MemoryRouter>,
  );

describe('a party’s accounts of one asset', () => {
  it('names the asset in the balance header once and shows each balance as a bare figure', () => {
    renderAccounts('USDC');
    const table = screen.getByRole('table', { name: 'USDC accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type', 'Market', 'Balance (USDC)']);
    const rows = within(table).getAllByRole('row').slice(1);
    // 9804993903 and 4556213863534 at USDC's 6 decimals, no symbol repeated in the cells.
    expect(rows.map((row) => row.textContent)).toEqual([
      'MarginXAUUSD.DEC309,804.993903',
      'General—4,556,213.863534',
    ]);
  });

  it('says only "Balance" when the asset’s symbol is not known yet', () => {
    renderAccounts(undefined);
    const table = screen.getByRole('table', { name: 'USDC accounts' });
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeTruthy();
  });
});
