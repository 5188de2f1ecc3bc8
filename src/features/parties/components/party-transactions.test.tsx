import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '#contract/transaction.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { blockchain } from '../../../testing/fixtures/comet-rpc.ts';
import { epochOfBlock } from '../../../testing/fixtures/epochs.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PartyTransactions } from './party-transactions.tsx';

const PARTY = 'ab'.repeat(32);

const tx = (block: number, index: number): Transaction => ({
  block: String(block),
  index,
  hash: `${block}`.padStart(32, '0') + `${index}`.padStart(32, '0'),
  submitter: PARTY,
  type: 'Submit Order',
  code: 0,
  cursor: `${block}.${index}`,
  // What the tab shows needs no decoded command: the least a transaction carries.
  command: { nonce: '1', blockHeight: String(block - 1) } as Transaction['command'],
  signature: { value: 'cd'.repeat(64), algo: 'net/ed25519', version: 1 },
});

describe('PartyTransactions (every transaction shows its block time and epoch)', () => {
  it('links each row’s block and shows the block’s time and epoch', async () => {
    stubFetch({
      '/rest/transactions': () => ({ transactions: [tx(42, 1), tx(7, 3)] }),
      // Blocks 1–50, block h made at 2026-01-01T00:00:00Z + (h − 1) s.
      '/tm/blockchain': (url) => blockchain(url, 50),
      // Epoch 3 spans blocks 1–45, epoch 4 starts at 46.
      '/api/v2/epoch': epochOfBlock,
    });
    renderWithProviders(<PartyTransactions partyId={PARTY} />);
    const row = async (t: Transaction) => {
      await screen.findByRole('table', { name: 'Transactions' });
      return waitFor(() => {
        const found = document.querySelector(`tr[data-row-id="${t.hash}"]`);
        if (!found) throw new Error(`no row ${t.hash}`);
        return found as HTMLTableRowElement;
      });
    };
    const first = await row(tx(42, 1));
    expect(first.querySelector('a[href="/blocks/42"]')?.textContent).toBe('42');
    // Block 42 was made 41 s after 2026-01-01T00:00:00Z.
    await waitFor(() =>
      expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2026-01-01T00:00:41.000Z',
      ),
    );
    await waitFor(() => expect(first.querySelector('td.col-epoch')?.textContent).toBe('3'));
    const second = await row(tx(7, 3));
    expect(second.querySelector('a[href="/blocks/7"]')?.textContent).toBe('7');
    await waitFor(() =>
      expect(second.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2026-01-01T00:00:06.000Z',
      ),
    );
  });
});
