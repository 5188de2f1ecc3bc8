import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ParametersPanel } from './parameters-panel.tsx';

const parameters = [
  { key: 'spam.protection.max.votes', value: '40' },
  { key: 'governance.proposal.market.minClose', value: '48h0m0s' },
];

function renderPanel(search = '') {
  stubFetch({
    '/api/v2/network/parameters': () => ({
      networkParameters: {
        edges: parameters.map((node) => ({ cursor: node.key, node })),
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
});
