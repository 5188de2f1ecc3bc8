import {
  assetRecord,
  connectionPage,
  marketRecord,
  nodeRecord,
} from '../../../testing/entity-fixtures.ts';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { SearchResults } from './search-results.tsx';

const ID = 'c1b2103149cd6216c098e6caa5453b5d72a4339f5ba3dd5cb7933cbf9f12b95e';

function Results() {
  const [params] = useSearchParams();
  return <SearchResults query={params.get('q') ?? ''} />;
}

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderSearch(q: string) {
  renderWithProviders(
    <Routes>
      <Route path="/search" element={<Results />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path: `/search?q=${encodeURIComponent(q)}` },
  );
}

/** Every lookup an id search makes, one per kind of record. */
const LOOKUPS = [
  `/api/v2/asset/${ID}`,
  `/api/v2/deposit/${ID}`,
  `/api/v2/governance?proposalId=${ID}`,
  `/api/v2/market/${ID}`,
  `/api/v2/node/${ID}`,
  `/api/v2/order/${ID}`,
  `/api/v2/parties?partyId=${ID}`,
  `/api/v2/withdrawal/${ID}`,
  `/rest/transactions/${ID}`,
];

/** The id lookups: each answers 404 (no such record) unless `found` answers it. */
function stubLookups(
  found: Record<string, () => Response> = {},
  missing: () => unknown = notFoundResponse,
) {
  return stubFetch({
    ...Object.fromEntries(LOOKUPS.map((url) => [url, missing])),
    ...found,
  });
}

const requested = (calls: URL[]) => calls.map((url) => `${url.pathname}${url.search}`);

describe('searching a number', () => {
  it('opens that block, whose page exists', async () => {
    stubFetch({});
    renderSearch('500');
    expect(await screen.findByText('Now at /blocks/500')).toBeTruthy();
    expect(screen.queryByText(/no block pages/)).toBeNull();
  });
});

describe('searching an id', () => {
  it('asks every kind of record, and opens the only one that has it', async () => {
    const calls = stubLookups({
      [`/api/v2/asset/${ID}`]: () => jsonResponse(200, { asset: { id: ID } }),
    });
    renderSearch(ID);
    expect(await screen.findByText(`Now at /assets/${ID}`)).toBeTruthy();
    expect(requested(calls).sort()).toEqual([
      `/api/v2/asset/${ID}`,
      `/api/v2/deposit/${ID}`,
      `/api/v2/governance?proposalId=${ID}`,
      `/api/v2/market/${ID}`,
      `/api/v2/node/${ID}`,
      `/api/v2/order/${ID}`,
      `/api/v2/parties?partyId=${ID}`,
      `/api/v2/withdrawal/${ID}`,
      `/rest/transactions/${ID}`,
    ]);
  });

  it('accepts 0x and capitals, looking up the canonical id', async () => {
    stubLookups({ [`/api/v2/order/${ID}`]: () => jsonResponse(200, { order: { id: ID } }) });
    renderSearch(`0x${ID.toUpperCase()}`);
    expect(await screen.findByText(`Now at /orders/${ID}`)).toBeTruthy();
  });

  it('lets the user choose when several records have the id', async () => {
    stubLookups({
      [`/api/v2/parties?partyId=${ID}`]: () =>
        jsonResponse(200, { parties: { edges: [{ node: { id: ID }, cursor: 'c' }] } }),
      [`/api/v2/market/${ID}`]: () => jsonResponse(200, { market: { id: ID } }),
    });
    renderSearch(ID);
    const heading = await screen.findByRole('heading', { name: '2 records have this id' });
    const list = within(heading.closest('section')!).getByRole('list');
    expect(within(list).getByRole('link', { name: 'Party' }).getAttribute('href')).toBe(
      `/parties/${ID}`,
    );
    expect(within(list).getByRole('link', { name: 'Market' }).getAttribute('href')).toBe(
      `/markets/${ID}`,
    );
  });

  it('does not count a party list without edges as a hit', async () => {
    stubLookups({
      [`/api/v2/parties?partyId=${ID}`]: () => jsonResponse(200, { parties: { edges: [] } }),
    });
    renderSearch(ID);
    expect(
      await screen.findByText(
        'No transaction, party, order, market, asset, proposal, node, deposit or withdrawal has this id:',
      ),
    ).toBeTruthy();
    expect(screen.getByText(ID)).toBeTruthy();
  });

  it('says what it could not check when a lookup fails with 500, and can check again', async () => {
    let depositStatus = 500;
    const calls = stubLookups({
      [`/api/v2/deposit/${ID}`]: () =>
        depositStatus === 500
          ? jsonResponse(500, { code: 13, message: 'Internal error', details: [] })
          : notFoundResponse(),
    });
    renderSearch(ID);
    expect(await screen.findByText('Could not check deposits: Internal error')).toBeTruthy();
    expect(
      screen.getByText(
        'No transaction, party, order, market, asset, proposal, node or withdrawal has this id:',
      ),
    ).toBeTruthy();

    depositStatus = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText(
        'No transaction, party, order, market, asset, proposal, node, deposit or withdrawal has this id:',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(10);
  });

  it('treats an unreachable node as "could not check"', async () => {
    stubLookups({}, () => Promise.reject(new TypeError('Failed to fetch')));
    renderSearch(ID);
    expect(
      await screen.findByText('Could not check transactions: The data node cannot be reached.'),
    ).toBeTruthy();
    expect(screen.queryByText(/has this id/)).toBeNull();
  });
});

describe('searching names', () => {
  // The entity layer's directories, read page by page (whole records, the contract's shape).
  const lists = {
    '/api/v2/assets?pagination.first=500': () =>
      jsonResponse(200, {
        assets: connectionPage([
          assetRecord('a1'.repeat(32), 'USDC', 'USD Coin'),
          assetRecord('a2'.repeat(32), 'WETH', 'Wrapped Ether'),
          assetRecord('a3'.repeat(32), 'WBTC', 'Wrapped Bitcoin'),
        ]),
      }),
    '/api/v2/markets?pagination.first=500': () =>
      jsonResponse(200, {
        markets: connectionPage([
          marketRecord('b1'.repeat(32), 'BTCUSD.MF23', 'BTCUSD Monthly Futures'),
        ]),
      }),
    '/api/v2/nodes?pagination.first=500': () =>
      jsonResponse(200, { nodes: connectionPage([nodeRecord('c1'.repeat(32), 'Aurora Staking')]) }),
  };

  it('opens the only exact match', async () => {
    stubFetch(lists);
    renderSearch('usdc');
    expect(await screen.findByText(`Now at /assets/${'a1'.repeat(32)}`)).toBeTruthy();
  });

  it('opens an exact match even when another list failed, but not a partial one', async () => {
    const down = () => jsonResponse(503, { code: 14, message: 'down', details: [] });
    stubFetch({ ...lists, '/api/v2/nodes?pagination.first=500': down });
    renderSearch('USDC');
    expect(await screen.findByText(`Now at /assets/${'a1'.repeat(32)}`)).toBeTruthy();
  });

  it('lists a lone partial match while a list is missing', async () => {
    stubFetch({ ...lists, '/api/v2/markets?pagination.first=500': notFoundResponse });
    renderSearch('bitcoin');
    expect((await screen.findByRole('link', { name: 'WBTC' })).getAttribute('href')).toBe(
      `/assets/${'a3'.repeat(32)}`,
    );
    expect(screen.getByText('Could not load the list of markets: NotFound error')).toBeTruthy();
  });

  it('lists several matches by kind', async () => {
    stubFetch(lists);
    renderSearch('wrapped');
    const assets = await screen.findByRole('region', { name: 'Assets' });
    expect(
      within(assets)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['WBTC', 'WETH']);
  });

  it('says when nothing matches, and names a list it could not load', async () => {
    stubFetch({
      ...lists,
      '/api/v2/nodes?pagination.first=500': () =>
        jsonResponse(503, { code: 14, message: 'down', details: [] }),
    });
    renderSearch('nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeTruthy();
    expect(screen.getByText('Could not load the list of validators: down')).toBeTruthy();
  });
});
