import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { LOOKUPS, makeTx, orderSubmission } from '../mocks.ts';
import { TransactionCard } from './transaction-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TransactionCard (the transactions list on a phone)', () => {
  it('names the block and the index in it apart, not as "628.18" (read as a decimal)', async () => {
    // The block's time and epoch are not served here: the line's words are what is checked.
    stubFetch({ '/tm/blockchain': notFoundResponse, '/api/v2/epoch': notFoundResponse });
    const tx = makeTx('orderSubmission', orderSubmission, { block: '628', index: 18 });
    renderWithProviders(<TransactionCard tx={tx} lookups={LOOKUPS} />);
    const block = await screen.findByRole('link', { name: '628' });
    expect(block.getAttribute('href')).toBe('/blocks/628');
    const line = block.closest('p');
    expect(line?.textContent).toMatch(/^block 628, index 18 · epoch /);
  });

  it('gives the summary its line, the type on hover (the summary says what it is)', async () => {
    stubFetch({ '/tm/blockchain': notFoundResponse, '/api/v2/epoch': notFoundResponse });
    const tx = makeTx('orderSubmission', orderSubmission, { block: '628', index: 18 });
    renderWithProviders(<TransactionCard tx={tx} lookups={LOOKUPS} />);
    const summary = await screen.findByText('Buy 5 BTCUSD @ 27,410.50 GTC');
    expect(summary.getAttribute('title')).toBe('Submit Order: Buy 5 BTCUSD @ 27,410.50 GTC');
    expect(summary.closest('p')?.textContent).not.toContain('Submit Order');
  });
});
