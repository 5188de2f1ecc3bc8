import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetRecord } from '../../../testing/entity-fixtures.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ParametersPanel } from './parameters-panel.tsx';

const VOTE_ID = 'b0'.repeat(32);
const parameters = [
  { key: 'spam.protection.max.votes', value: '40' },
  { key: 'governance.proposal.market.minClose', value: '48h0m0s' },
];

function renderPanel(search = '', list = parameters) {
  stubFetch({
    '/api/v2/network/parameters/reward.asset': () => ({
      networkParameter: { key: 'reward.asset', value: VOTE_ID },
    }),
    [`/api/v2/asset/${VOTE_ID}`]: () => ({
      asset: assetRecord(VOTE_ID, 'VOTE', 'Governance token', '18'),
    }),
    '/api/v2/network/parameters': () => ({
      networkParameters: {
        edges: list.map((node) => ({ cursor: node.key, node })),
        pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
      },
    }),
  });
  return renderWithProviders(<ParametersPanel />, {
    path: `/network${search}`,
    pattern: '/network',
  }).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ParametersPanel', () => {
  it('groups every parameter by its key prefix', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: /^governance/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^spam/ })).toBeTruthy();
    expect(screen.getByText('2 of 2 parameters')).toBeTruthy();
  });

  it('filters by the search box and keeps the search in the URL', async () => {
    const router = renderPanel('?tab=parameters');
    await userEvent.type(await screen.findByRole('searchbox'), 'votes');
    expect(router.state.location.search).toBe('?tab=parameters&q=votes');
    expect(screen.getByText('1 of 2 parameters')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^governance/ })).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderPanel('?q=nothing');
    expect(await screen.findByText('No parameter key or value contains “nothing”.')).toBeTruthy();
  });

  // Amounts of the governance token (`reward.asset`, 18 decimals here) in base units, as the
  // node stores them; read in whole tokens: 5 × 10^21 / 10^18 = 5,000; 3 × 10^21 → 3,000;
  // 10^17 → 0.1. A multiple of an asset's quantum is not a token amount and stays as it is.
  it('shows governance-token amounts in token units, the base units on hover', async () => {
    renderPanel('', [
      { key: 'reward.staking.delegation.maxPayoutPerEpoch', value: '5000000000000000000000' },
      { key: 'reward.staking.delegation.minimumValidatorStake', value: '3000000000000000000000' },
      { key: 'validators.delegation.minAmount', value: '100000000000000000' },
      { key: 'spam.protection.minimumWithdrawalQuantumMultiple', value: '10' },
    ]);
    const value = (key: string) =>
      screen.getByRole('rowheader', { name: key }).nextElementSibling as HTMLElement;
    expect(await screen.findByText('5,000 VOTE')).toBeTruthy();
    expect(value('reward.staking.delegation.maxPayoutPerEpoch').textContent).toBe('5,000 VOTE');
    expect(value('reward.staking.delegation.minimumValidatorStake').textContent).toBe('3,000 VOTE');
    expect(value('validators.delegation.minAmount').textContent).toBe('0.1 VOTE');
    expect(value('spam.protection.minimumWithdrawalQuantumMultiple').textContent).toBe('10');
    expect(screen.getByText('5,000 VOTE').closest('[title]')?.getAttribute('title')).toBe(
      '5000000000000000000000 base units',
    );
  });
});
