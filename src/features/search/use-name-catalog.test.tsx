import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAssetDirectory } from '../../entities/asset/asset-directory.ts';
import {
  assetRecord,
  connectionPage,
  marketRecord,
  nodeRecord,
} from '../../testing/entity-fixtures.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { useNameCatalog } from './use-name-catalog.ts';

function PageAndSearch() {
  // A page naming assets, and the search box's name lists, on one screen.
  const { assets } = useAssetDirectory();
  const catalog = useNameCatalog(true);
  return (
    <p>
      {assets.size} assets named;{' '}
      {catalog.settled ? catalog.entries.map((e) => e.title).join(', ') : '…'}
    </p>
  );
}

describe('useNameCatalog', () => {
  it('searches the names the pages already hold: one request per list, shared', async () => {
    const calls = stubFetch({
      '/api/v2/assets': () => ({ assets: connectionPage([assetRecord('a1'.repeat(32), 'USDC')]) }),
      '/api/v2/markets': () => ({
        markets: connectionPage([marketRecord('b1'.repeat(32), 'BTCUSD.MF23')]),
      }),
      '/api/v2/nodes': () => ({ nodes: connectionPage([nodeRecord('c1'.repeat(32), 'Aurora')]) }),
    });
    renderWithProviders(<PageAndSearch />);
    expect(await screen.findByText('1 assets named; USDC, BTCUSD.MF23, Aurora')).toBeTruthy();
    expect(calls.map((u) => u.pathname).sort()).toEqual([
      '/api/v2/assets',
      '/api/v2/markets',
      '/api/v2/nodes',
    ]);
  });
});
