import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Asset } from '#contract/asset.ts';
import type { Deposit } from '#contract/deposit.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { DepositDetails, WithdrawalDetails } from './funds-details.tsx';

const USDC = 'aa'.repeat(32);
const PARTY = 'bb'.repeat(32);
const assets = new Map<string, Asset>([
  [
    USDC,
    {
      id: USDC,
      status: 'STATUS_ENABLED',
      details: { name: 'USD Coin', symbol: 'USDC', decimals: '6', quantum: '1' },
    } as Asset,
  ],
]);

const VOTE = '99'.repeat(32);
assets.set(VOTE, {
  id: VOTE,
  status: 'STATUS_ENABLED',
  details: { name: 'Governance token', symbol: 'VOTE', decimals: '18', quantum: '1' },
} as Asset);

const deposit: Deposit = {
  id: 'cc'.repeat(32),
  status: 'STATUS_FINALIZED',
  partyId: PARTY,
  asset: USDC,
  amount: '12500000',
  txHash: '0x' + 'dd'.repeat(32),
  creditedTimestamp: '1767225601000000000',
  createdTimestamp: '1767225600000000000',
};

const pending: Withdrawal = {
  id: 'ee'.repeat(32),
  partyId: PARTY,
  amount: '3000000',
  asset: USDC,
  status: 'STATUS_OPEN',
  ref: '42',
  txHash: '',
  createdTimestamp: '1767225600000000000',
  withdrawnTimestamp: '0',
  ext: { erc20: { receiverAddress: '0x' + '12'.repeat(20) } },
};

/** A deposit of an 18-decimal asset with every digit used. */
const big: Deposit = {
  ...deposit,
  id: '12'.repeat(32),
  asset: VOTE,
  amount: '148177499426224466651',
};

const ROUTES: Record<string, () => unknown> = {
  [`/api/v2/deposit/${big.id}`]: () => ({ deposit: big }),
  [`/api/v2/deposit/${deposit.id}`]: () => ({ deposit }),
  // The data node has no such deposit.
  [`/api/v2/deposit/${'ff'.repeat(32)}`]: () => notFoundResponse(),
  [`/api/v2/withdrawal/${pending.id}`]: () => ({ withdrawal: pending }),
  '/api/v2/withdrawal/xyz': () =>
    jsonResponse(400, { code: 3, message: 'InvalidArgument error', details: [] }),
  [`/api/v2/withdrawal/${'ab'.repeat(32)}`]: () =>
    jsonResponse(503, { code: 14, message: 'data node unavailable', details: [] }),
};

function renderPage(page: ReactNode) {
  stubFetch(ROUTES);
  renderWithProviders(page);
}

/** The value next to a label of the page's definition list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => vi.unstubAllGlobals());

describe('DepositDetails', () => {
  it('shows the amount in the asset, the party and asset as links, and both times', async () => {
    renderPage(<DepositDetails id={deposit.id} assets={assets} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    expect(valueOf('Amount')?.textContent).toBe('12.5 USDC');
    expect(valueOf('Status')?.textContent).toBe('Finalized');
    expect(valueOf('Party')?.querySelector('a')?.getAttribute('href')).toBe(`/parties/${PARTY}`);
    expect(valueOf('Asset')?.querySelector('a')?.getAttribute('href')).toBe(`/assets/${USDC}`);
    expect(valueOf('Credited')?.textContent).not.toBe('not yet');
  });

  it('shows its own id whole, the asset by its symbol and an 18-decimal amount trimmed', async () => {
    renderPage(<DepositDetails id={big.id} assets={assets} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    // The page's subject: all 64 characters, not "1212…1212".
    expect(valueOf('ID')?.textContent).toBe(big.id);
    const asset = valueOf('Asset')?.querySelector('a');
    expect(asset?.textContent).toBe('VOTE');
    expect(asset?.getAttribute('title')).toBe(VOTE);
    // 148177499426224466651 at 18 decimals: 6 fraction digits shown (…499|426 rounds down),
    // all 18 on hover.
    const amount = valueOf('Amount')?.firstElementChild;
    expect(amount?.textContent).toBe('148.177499 VOTE');
    expect(amount?.getAttribute('title')).toBe('148.177499426224466651 VOTE');
  });

  it('says an unknown deposit is not found, naming the id', async () => {
    const unknown = 'ff'.repeat(32);
    renderPage(<DepositDetails id={unknown} assets={assets} />);
    expect(await screen.findByRole('heading', { name: 'Deposit not found' })).toBeTruthy();
    expect(screen.getByText(unknown)).toBeTruthy();
  });
});

describe('WithdrawalDetails', () => {
  it('shows a pending withdrawal: receiver, reference, and no bridge transaction yet', async () => {
    renderPage(<WithdrawalDetails id={pending.id} assets={assets} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal' })).toBeTruthy();
    expect(valueOf('Amount')?.textContent).toBe('3 USDC');
    expect(valueOf('Status')?.textContent).toBe('Open');
    expect(valueOf('Reference')?.textContent).toBe('42');
    expect(valueOf('Receiver address')?.textContent).toContain('0x1212');
    expect(valueOf('Bridge transaction')?.textContent).toBe('not yet');
    expect(valueOf('Withdrawn')?.textContent).toBe('not yet');
  });

  it('says why a malformed id finds nothing', async () => {
    renderPage(<WithdrawalDetails id="xyz" assets={assets} />);
    expect(await screen.findByRole('heading', { name: 'Withdrawal not found' })).toBeTruthy();
    expect(screen.getByText(/is not a valid id/)).toBeTruthy();
  });

  it("shows the data node's error with a retry when it fails", async () => {
    renderPage(<WithdrawalDetails id={'ab'.repeat(32)} assets={assets} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/data node unavailable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
