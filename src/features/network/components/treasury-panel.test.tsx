import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Asset } from '#contract/asset.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { TreasuryPanel } from './treasury-panel.tsx';
import { NetworkRewards } from './network-rewards.tsx';

const USDC = 'c1'.repeat(32);
const VOTE = 'f0'.repeat(32);
const asset = (id: string, symbol: string, decimals: string): Asset => ({
  id,
  details: { name: symbol, symbol, decimals, quantum: '1' },
  status: 'STATUS_ENABLED',
});
const ASSETS = [asset(USDC, 'USDC', '6'), asset(VOTE, 'VOTE', '18')];

const page = <T,>(nodes: T[]) => ({
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { startCursor: 'c0', endCursor: 'c0', hasNextPage: false, hasPreviousPage: false },
});

const account = (type: string, assetId: string, balance: string) => ({
  owner: 'network',
  type,
  asset: assetId,
  balance,
  marketId: '',
});

describe('TreasuryPanel', () => {
  it('shows the network’s pools with amounts in their asset and names the empty ones', async () => {
    const calls = stubFetch({
      '/api/v2/assets': () => ({ assets: page(ASSETS) }),
      '/api/v2/accounts': () => ({
        accounts: page([
          account('ACCOUNT_TYPE_GLOBAL_REWARD', VOTE, '29567174578000000000000'),
          account('ACCOUNT_TYPE_GLOBAL_INSURANCE', USDC, '0'),
          account('ACCOUNT_TYPE_GLOBAL_INSURANCE', VOTE, '0'),
        ]),
      }),
      '/api/v2/transfers': () => ({
        transfers: page([
          {
            id: '7a'.repeat(32),
            from: 'ab'.repeat(32),
            fromAccountType: 'ACCOUNT_TYPE_GENERAL',
            to: '0'.repeat(64),
            toAccountType: 'ACCOUNT_TYPE_GLOBAL_REWARD',
            asset: USDC,
            amount: '5768435',
            reference: 'r',
            status: 'STATUS_DONE',
            timestamp: '1767225599000000000',
            oneOff: { deliverOn: '0' },
          },
          {
            id: '7b'.repeat(32),
            from: 'ab'.repeat(32),
            fromAccountType: 'ACCOUNT_TYPE_GENERAL',
            to: 'cd'.repeat(32),
            toAccountType: 'ACCOUNT_TYPE_GENERAL',
            asset: USDC,
            amount: '1',
            reference: 'r',
            status: 'STATUS_DONE',
            timestamp: '1767225599000000000',
            oneOff: { deliverOn: '0' },
          },
        ]),
      }),
    });
    renderWithProviders(<TreasuryPanel />);
    const rewards = await screen.findByRole('table', { name: 'Reward pools' });
    // 29567174578000000000000 at 18 decimals.
    expect(await within(rewards).findByText('29,567.174578 VOTE')).toBeTruthy();
    expect(await screen.findByText('All 2 accounts (USDC, VOTE) hold nothing yet.')).toBeTruthy();
    // Only the network accounts' transfer: a party-to-party one is not the treasury's.
    const transfers = await screen.findByRole('table', { name: 'Network transfers' });
    expect(within(transfers).getAllByRole('row')).toHaveLength(2);
    expect(within(transfers).getByText('5.768435 USDC')).toBeTruthy();
    expect(
      calls.find((u) => u.pathname === '/api/v2/accounts')?.searchParams.get('filter.partyIds'),
    ).toBe('network');
  });
});

describe('NetworkRewards', () => {
  it('lists what each epoch paid out, newest first as the node sends it', async () => {
    const calls = stubFetch({
      '/api/v2/assets': () => ({ assets: page(ASSETS) }),
      '/api/v2/rewards/epoch/summaries': () => ({
        summaries: page([
          {
            epoch: '4',
            assetId: VOTE,
            marketId: '',
            rewardType: 'ACCOUNT_TYPE_GLOBAL_REWARD',
            amount: '298245145000000000000',
          },
        ]),
      }),
    });
    renderWithProviders(<NetworkRewards />);
    const table = await screen.findByRole('table', { name: 'Rewards per epoch' });
    const amount = await within(table).findByText('298.245145 VOTE');
    expect(amount.closest('tr')?.textContent).toContain('Global reward');
    expect(
      calls
        .find((u) => u.pathname === '/api/v2/rewards/epoch/summaries')
        ?.searchParams.get('pagination.newestFirst'),
    ).toBe('true');
  });
});
