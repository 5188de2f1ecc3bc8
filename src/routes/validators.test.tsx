// `/validators?epoch=999` does not add 999 to the epoch selector: the page shows the current
// epoch instead, says why, and never offers the future epoch.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ValidatorsPage from './validators.tsx';
import { connectionPage } from '../testing/entity-fixtures.ts';
import { notFoundResponse, stubFetch } from '../testing/fetch-stub.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';

const epoch12 = {
  epoch: {
    seq: '12',
    timestamps: {
      startTime: '1767225600000000000',
      expiryTime: '1767229200000000000',
      endTime: '0',
      firstBlock: '1100',
      lastBlock: '0',
    },
    validators: [],
    delegations: [],
  },
};

describe('the validators page asked for an epoch that has not started', () => {
  it('shows the current epoch, says so, and offers no future epoch', async () => {
    stubFetch({
      '/api/v2/epoch': () => epoch12,
      '/api/v2/nodes': () => ({ nodes: connectionPage([]) }),
      '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
    });
    renderWithProviders(<ValidatorsPage />, { path: '/validators?epoch=999' });
    expect(
      await screen.findByText(/Epoch 999 does not exist yet: the current epoch is 12/),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Epoch' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).not.toContain('999');
    expect(options.slice(0, 3)).toEqual(['', '11', '10']);
    expect((select as HTMLSelectElement).value).toBe('');
  });
});
