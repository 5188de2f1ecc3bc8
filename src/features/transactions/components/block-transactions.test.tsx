import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetRecord } from '../../../testing/entity-fixtures.ts';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { BTC_MARKET, makeTx, orderSubmission, PARTY, USDC } from '../mocks.ts';
import { connection, marketNode } from '../testing.tsx';
import { BlockTransactions } from './block-transactions.tsx';

const txs = [0, 1].map((index) =>
  makeTx('orderSubmission', orderSubmission, {
    block: '64',
    index,
    hash: `${index}`.repeat(64),
    cursor: `64.${index}`,
  }),
);

/** A node holding `txs` in block 64 (served newest first, as the block explorer lists them). */
function serve() {
  return stubFetch({
    '/rest/transactions': () => ({ transactions: [...txs].reverse() }),
    '/api/v2/markets': () => ({
      markets: connection([marketNode(BTC_MARKET, 'BTCUSD', '2', '0', USDC)]),
    }),
    '/api/v2/assets': () => ({
      assets: connection([assetRecord(USDC, 'USDC', 'USD Coin', '6')]),
    }),
    // No validator, proposal or reward asset on this chain: their cells would show ids.
    '/api/v2/nodes': notFoundResponse,
    '/api/v2/governances': notFoundResponse,
    '/api/v2/network/parameters/reward.asset': notFoundResponse,
  });
}

describe('BlockTransactions', () => {
  it("lists the block's transactions in block order, each with its summary", async () => {
    const calls = serve();
    renderWithProviders(<BlockTransactions height="64" count={2} />);
    const table = await screen.findByRole('table', { name: 'Transactions of block 64' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['0', '1']);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByTitle('0'.repeat(64)).getAttribute('href')).toBe(
      `/transactions/${'0'.repeat(64)}`,
    );
    expect(within(first).getByTitle(PARTY).getAttribute('href')).toBe(`/parties/${PARTY}`);
    // 2741050 at 2 decimals, size 5 at 0: the market's numbers once its directory is read.
    expect(await within(first).findByText('Buy 5 BTCUSD @ 27,410.50 GTC')).toBeTruthy();
    const asked = calls.find((u) => u.pathname === '/rest/transactions');
    expect(asked?.searchParams.get('filters[block.height]')).toBe('64');
    expect(asked?.searchParams.get('limit')).toBe('1000');
  });

  it('says how many the data node has kept when older history is pruned', async () => {
    serve();
    renderWithProviders(<BlockTransactions height="64" count={5} />);
    expect(
      await screen.findByText(
        'The data node keeps 2 of this block’s 5 transactions (older history is pruned).',
      ),
    ).toBeTruthy();
  });

  it('says an empty block holds no transactions', () => {
    serve();
    renderWithProviders(<BlockTransactions height="64" count={0} />);
    expect(screen.getByText('This block holds no transactions.')).toBeTruthy();
  });
});
