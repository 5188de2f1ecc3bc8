import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PartyPage } from './party-page.tsx';

const PARTY = 'ab'.repeat(32);
const emptyConnection = {
  edges: [],
  pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
};

function serve(parties: () => Response) {
  return stubFetch({
    '/api/v2/parties': parties,
    '/api/v2/markets': () => ({ markets: emptyConnection }),
  });
}

function renderParty(partyId: string) {
  renderWithProviders(<PartyPage partyId={partyId} tab="spam" assets={undefined} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PartyPage', () => {
  it('refuses a malformed id without asking the data node', () => {
    const fetchMock = serve(() => jsonResponse(200, { parties: emptyConnection }));
    renderParty('not-a-key');
    expect(screen.getByRole('heading', { name: 'Party not found' })).toBeTruthy();
    expect(screen.getByText(/is not a valid id/)).toBeTruthy();
    expect(fetchMock.some((url) => url.pathname.startsWith('/api/v2/parties'))).toBe(false);
  });

  it('says when the network does not know the party', async () => {
    serve(() => jsonResponse(200, { parties: emptyConnection }));
    renderParty(PARTY);
    expect(await screen.findByRole('heading', { name: 'Party not found' })).toBeTruthy();
    expect(screen.getByText(PARTY)).toBeTruthy();
  });

  it('shows the data node’s error message when the lookup fails', async () => {
    serve(() =>
      jsonResponse(500, {
        code: 13,
        message: 'Internal error',
        details: [{ '@type': 't', message: 'db down' }],
      }),
    );
    renderParty(PARTY);
    expect(await screen.findByText('db down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the network party as the network, without asking whether it exists', async () => {
    const fetchMock = serve(() => jsonResponse(200, { parties: emptyConnection }));
    renderParty('network');
    expect(screen.getByRole('heading', { name: 'Network party' })).toBeTruthy();
    expect(
      screen.getByText(/takes over the positions of parties that are closed out/),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Party not found' })).toBeNull();
    expect(fetchMock.some((url) => url.pathname.startsWith('/api/v2/parties'))).toBe(false);
  });
});
