import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PartyPage } from './party-page.tsx';

const PARTY = 'ab'.repeat(32);
const emptyConnection = {
  edges: [],
  pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
};

function serve(parties: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/v2/parties')) return parties();
    if (url.startsWith('/api/v2/markets')) return json(200, { markets: emptyConnection });
    return json(404, { code: 5, message: 'NotFound error', details: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderParty(partyId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <PartyPage partyId={partyId} tab="spam" assets={undefined} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PartyPage', () => {
  it('refuses a malformed id without asking the data node', () => {
    const fetchMock = serve(() => json(200, { parties: emptyConnection }));
    renderParty('not-a-key');
    expect(screen.getByRole('heading', { name: 'Party not found' })).toBeTruthy();
    expect(screen.getByText(/is not a valid id/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v2/parties'))).toBe(
      false,
    );
  });

  it('says when the network does not know the party', async () => {
    serve(() => json(200, { parties: emptyConnection }));
    renderParty(PARTY);
    expect(await screen.findByRole('heading', { name: 'Party not found' })).toBeTruthy();
    expect(screen.getByText(PARTY)).toBeTruthy();
  });

  it('shows the data node’s error message when the lookup fails', async () => {
    serve(() =>
      json(500, {
        code: 13,
        message: 'Internal error',
        details: [{ '@type': 't', message: 'db down' }],
      }),
    );
    renderParty(PARTY);
    expect(await screen.findByText('db down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
