import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { PartyRewards } from './party-rewards.tsx';

const PARTY = '46'.repeat(32);
const VOTE = 'f0'.repeat(32);
const page = <T,>(nodes: T[]) => ({
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { startCursor: 'c0', endCursor: 'c0', hasNextPage: false, hasPreviousPage: false },
});

describe('PartyRewards', () => {
  it('shows the totals per asset and each payout with its share of the pool', async () => {
    const calls = stubFetch({
      '/api/v2/assets': () => ({
        assets: page([
          {
            id: VOTE,
            details: { name: 'Vote', symbol: 'VOTE', decimals: '18', quantum: '1' },
            status: 'STATUS_ENABLED',
          },
        ]),
      }),
      '/api/v2/rewards/summaries': () => ({
        summaries: [{ assetId: VOTE, partyId: PARTY, amount: '4145290000000000000' }],
      }),
      '/api/v2/rewards': () => ({
        rewards: page([
          {
            assetId: VOTE,
            partyId: PARTY,
            epoch: '5',
            amount: '416234000000000000',
            // In percent already: 0.1402% of the epoch's pool.
            percentageOfTotal: '0.140204571',
            receivedAt: '1767225599000000000',
            marketId: '',
            rewardType: 'ACCOUNT_TYPE_GLOBAL_REWARD',
          },
        ]),
      }),
    });
    renderWithProviders(<PartyRewards partyId={PARTY} />);
    expect(await screen.findByText('4.14529 VOTE')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rewards' });
    const share = await within(table).findByText('0.1402%');
    expect(share.getAttribute('title')).toBe('0.140204571%');
    const row = share.closest('tr');
    expect(row?.textContent).toContain('0.416234 VOTE');
    expect(row?.textContent).toContain('Global reward');
    for (const path of ['/api/v2/rewards', '/api/v2/rewards/summaries']) {
      expect(calls.find((u) => u.pathname === path)?.searchParams.get('partyId')).toBe(PARTY);
    }
  });

  it('says when nothing was received', async () => {
    stubFetch({
      '/api/v2/assets': () => ({ assets: page([]) }),
      '/api/v2/rewards/summaries': () => ({ summaries: [] }),
      '/api/v2/rewards': () => ({ rewards: page([]) }),
    });
    renderWithProviders(<PartyRewards partyId={PARTY} who="This validator" />);
    expect(await screen.findByText('This validator has received no rewards yet.')).toBeTruthy();
  });
});
