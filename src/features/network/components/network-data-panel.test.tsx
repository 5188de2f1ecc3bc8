// No raw numbers on the network page: not "Total stake (raw) 3151500830000000000000000" nor
// an uptime without a unit. Expected strings worked out by hand: 3,151,500,830 · 10^15
// base units of an 18-decimal token, and 1,501 minutes = 1 day, 1 hour, 1 minute.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetRecord } from '../../../testing/entity-fixtures.ts';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { NetworkDataPanel } from './network-data-panel.tsx';

const VOTE_ID = 'b0'.repeat(32);
const set = (total: number) => ({ total, inactive: 0, promoted: [], demoted: [] });

describe('NetworkDataPanel (stake total in token units, uptime with units)', () => {
  it('gives the total stake in token units and the uptime with units', async () => {
    stubFetch({
      '/api/v2/network/data': () => ({
        nodeData: {
          stakedTotal: '3151500830000000000000000',
          totalNodes: 23,
          inactiveNodes: 0,
          tendermintNodes: set(13),
          ersatzNodes: set(6),
          pendingNodes: set(4),
          uptime: 1501,
        },
      }),
      '/api/v2/epoch': () => notFoundResponse(),
      '/api/v2/network/parameters/reward.asset': () => ({
        networkParameter: { key: 'reward.asset', value: VOTE_ID },
      }),
      [`/api/v2/asset/${VOTE_ID}`]: () => ({
        asset: assetRecord(VOTE_ID, 'VOTE', 'Governance token', '18'),
      }),
    });
    renderWithProviders(<NetworkDataPanel />);
    const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(await screen.findByText('3,151,500.83 VOTE')).toBeTruthy();
    expect(screen.queryByText(/3151500830000000000000000/)).toBeNull();
    expect(value('Total stake')).toBe('3,151,500.83 VOTE');
    expect(value('Uptime')).toBe('1d 01h 01m 00s');
  });
});
